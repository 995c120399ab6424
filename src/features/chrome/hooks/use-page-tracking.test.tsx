import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { GUEST_COOKIE } from '@/domain/chrome/tracking';
import { PREVIOUS_PAGE_KEY, usePageTracking } from './use-page-tracking';

interface PageView { path: string; fullUrl: string; previousPageUrl: string | null; guestId: string; operation: string; productId: number | null }
const logPageView = vi.fn((_body: PageView) => Promise.resolve({ success: true }));
const customerBehaviourLog = vi.fn((_body: unknown) => Promise.resolve({ success: true }));
vi.mock('@generated/hooks/customer/customer', () => ({
  logPageView: (body: PageView) => logPageView(body),
  customerBehaviourLog: (body: unknown) => customerBehaviourLog(body),
}));

const nav: { go: (to: string) => void } = { go: () => undefined };
function Probe() {
  usePageTracking();
  const navigate = useNavigate();
  useEffect(() => {
    nav.go = (to) => void navigate(to);
  }, [navigate]);
  return null;
}
/** The logs go out in a task of their own: the next task, then the promises it started. */
const sent = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const renderAt = async (path: string) => {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] })} />);
  await sent();
};
const go = async (to: string) => {
  await act(async () => nav.go(to));
  await sent();
};
const view = (i: number) => logPageView.mock.calls[i]?.[0] as PageView;

describe('usePageTracking', () => {
  beforeEach(() => {
    logPageView.mockClear();
    customerBehaviourLog.mockClear();
    sessionStorage.clear();
    document.cookie = `${GUEST_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('sends each page view with the previous page and one guest id kept in a cookie', async () => {
    await renderAt('/silver-bullion');
    expect(view(0)).toMatchObject({ path: '/silver-bullion', previousPageUrl: null, operation: 'view', productId: null });
    expect(document.cookie).toContain(`${GUEST_COOKIE}=${view(0).guestId}`);
    await go('/product/2001/2025-american-silver-eagle-1-oz');
    expect(view(1)).toMatchObject({ path: '/product/2001/2025-american-silver-eagle-1-oz', productId: 2001, previousPageUrl: view(0).fullUrl, guestId: view(0).guestId });
    expect(customerBehaviourLog).toHaveBeenLastCalledWith(expect.objectContaining({ pageName: 'Product', productId: 2001, visitorId: view(0).guestId }));
  });

  it('does not track the chart pages, but the next page still knows where the shopper came from', async () => {
    await renderAt('/chart/gold-price');
    expect(logPageView).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PREVIOUS_PAGE_KEY)).not.toBeNull();
    await go('/gold-bullion');
    expect(logPageView).toHaveBeenCalledTimes(1);
    expect(view(0).previousPageUrl).not.toBeNull();
  });

  it('sends a view once, and nothing for a page left before its logs went out', async () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/deals'] })} />);
    await act(async () => nav.go('/silver-bullion'));
    await sent();
    expect(logPageView.mock.calls.map(([v]) => v.path)).toEqual(['/silver-bullion']);
    expect(customerBehaviourLog).toHaveBeenCalledTimes(1);
  });

  it('never lets a failed log reach the shopper', async () => {
    logPageView.mockImplementationOnce(() => Promise.reject(new Error('down')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    customerBehaviourLog.mockImplementationOnce(() => Promise.reject(new Error('down')));
    await renderAt('/deals');
    expect(warn).toHaveBeenCalledWith('BehaviourLog Not Added Sucessfully');
  });
});
