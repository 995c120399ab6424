import { act, renderHook, waitFor } from '@testing-library/react';
import { purchaseEvent } from '@/domain/analytics/ga4';
import type { useAdsTag } from './ads';
import type { useConsent } from './consent';
import type { track } from './track';

type Modules = { useAdsTag: typeof useAdsTag; useConsent: typeof useConsent; track: typeof track };

const TAG = { tagId: 'AW-123456', purchaseLabel: 'bUyLaBeL_1' };
const order = purchaseEvent({ invoice: 'INV-1001', totalCost: 1234.5, tax: 0, shippingCharges: 0, products: [] });

/** Each test gets the tag's module afresh: a page loads gtag.js once, and a test is a new page. */
async function freshPage(): Promise<Modules> {
  vi.resetModules();
  const [{ useAdsTag }, { useConsent }, { track }] = await Promise.all([import('./ads'), import('./consent'), import('./track')]);
  return { useAdsTag, useConsent, track };
}

const layer = () => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as unknown[];
const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]';
/** The gtag commands on the dataLayer, as arrays (gtag.js reads them only as Arguments objects). */
const commands = () =>
  layer()
    .filter(isArguments)
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/"]')];
/** Lets the tag's lazily loaded code run: nothing may have happened once it has. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the ad-conversion tag', () => {
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    for (const s of tagScripts()) s.remove();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('with no tag id, loads and sends nothing, even with every choice allowed', async () => {
    const { useAdsTag, useConsent, track } = await freshPage();
    act(() => useConsent.getState().choose({ analytics: false, ads: true }));
    renderHook(() => useAdsTag({ tagId: '', purchaseLabel: 'x' }));
    track(order);
    await settle();
    expect(tagScripts()).toEqual([]);
    expect(layer()).toEqual([]);
  });

  it('with a tag id, loads nothing until ads measurement is allowed (not with analytics alone), then gtag.js once', async () => {
    window.history.replaceState(null, '', '/reset-password?token=s3cret&ref=mail');
    const { useAdsTag, useConsent } = await freshPage();
    const { rerender } = renderHook(() => useAdsTag(TAG));
    await settle();
    act(() => useConsent.getState().choose({ analytics: true, ads: false }));
    await settle();
    expect(tagScripts()).toEqual([]);
    expect(commands()).toEqual([]);

    act(() => useConsent.getState().choose({ analytics: true, ads: true }));
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(tagScripts()[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456');
    expect(tagScripts()[0]?.async).toBe(true);
    const [consent, js, config] = commands();
    expect(consent).toEqual(['consent', 'default', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'denied' }]);
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    // The page's address goes without its secrets: a reset link's token never reaches Google.
    expect(config).toEqual(['config', 'AW-123456', { page_location: `${window.location.origin}/reset-password?ref=mail` }]);

    rerender();
    act(() => useConsent.getState().choose({ analytics: false, ads: true }));
    await settle();
    expect(tagScripts()).toHaveLength(1);
  });

  it('taken back, tells Google to store and send nothing more, and a purchase is no conversion', async () => {
    const { useAdsTag, useConsent, track } = await freshPage();
    act(() => useConsent.getState().choose({ analytics: false, ads: true }));
    renderHook(() => useAdsTag(TAG));
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    act(() => useConsent.getState().choose({ analytics: false, ads: false }));
    await waitFor(() =>
      expect(commands().at(-1)).toEqual([
        'consent',
        'update',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ]),
    );
    const before = commands().length;
    track(order);
    await settle();
    expect(commands()).toHaveLength(before);
  });

  it('sends the order as a conversion (its total and invoice) with ads allowed, whatever the analytics choice', async () => {
    const { useAdsTag, useConsent, track } = await freshPage();
    act(() => useConsent.getState().choose({ analytics: false, ads: true }));
    renderHook(() => useAdsTag(TAG));
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    track(order);
    await waitFor(() =>
      expect(commands().at(-1)).toEqual([
        'event',
        'conversion',
        { send_to: 'AW-123456/bUyLaBeL_1', value: 1234.5, currency: 'USD', transaction_id: 'INV-1001' },
      ]),
    );
    // Analytics was refused: no GA4 purchase event beside the conversion.
    expect(layer().filter((e) => !isArguments(e))).toEqual([]);
  });

  it('sends no conversion for a tag with no purchase label', async () => {
    const { useAdsTag, useConsent, track } = await freshPage();
    act(() => useConsent.getState().choose({ analytics: false, ads: true }));
    renderHook(() => useAdsTag({ tagId: 'AW-123456', purchaseLabel: '' }));
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    const before = commands().length;
    track(order);
    await settle();
    expect(commands()).toHaveLength(before);
  });
});
