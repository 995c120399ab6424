import { QueryClient } from '@tanstack/react-query';
import type { RouteData } from '@/api';
import { CHECKOUT_COOKIE, decodeProgress, encodeProgress, progressOf } from '@/domain/checkout/checkout-cookie';
import { initialCheckout, type ECheckData } from '@/domain/checkout/checkout-state';
import { readCheckout, updateCheckout, useSession } from '@/features/session';
import { CHECKOUT_FORMS, NEEDS_SCRIPT, paymentAction } from './checkout-forms';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '20 W 34th St',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
};
const PERSONAL = {
  paymentMode: 'eCheck',
  'eCheck.accountType': 'Personal',
  'eCheck.routingNumber': '121000358',
  'eCheck.accountNumber': '000123456789',
  'eCheck.checkNumber': '1042',
  'eCheck.idNumber': 'D1234567',
  'eCheck.idState': 'NY',
  'eCheck.taxId': '',
};

const posted = (fields: Record<string, string>) =>
  new Request('https://store.test/checkout?step=payment', {
    method: 'POST',
    body: new URLSearchParams({ form: CHECKOUT_FORMS.payment, ...fields }),
  });

/** A checkout at the payment step, as the server gets it: its cookie; what the action seals and sets is recorded. */
function onTheServer() {
  const progress = progressOf({
    ...initialCheckout(),
    shippingInfo: address,
    flags: { ...initialCheckout().flags, shippingConfirmed: true },
  });
  const sealed: (ECheckData | null)[] = [];
  const cookies: string[] = [];
  const routeData: RouteData = {
    queryClient: new QueryClient(),
    now: Date.now,
    server: {
      budget: new AbortController().signal,
      shared: {} as NonNullable<RouteData['server']>['shared'],
      customer: null,
      guest: { userId: 9001, firstName: 'Guest', isGuest: true },
      session: {
        start: () => Promise.resolve(),
        end: () => Promise.resolve(),
        keepECheck: (e) => {
          sealed.push(e);
          return Promise.resolve();
        },
      },
      eCheck: null,
      cookie: (name) => (name === CHECKOUT_COOKIE ? encodeProgress(progress) : null),
      setCookie: (header) => cookies.push(header),
    },
  };
  const kept = () => decodeProgress(/^bold\.checkout=([^;]*)/.exec(cookies.at(-1) ?? '')?.[1]);
  return { routeData, sealed, kept };
}

describe('the payment form', () => {
  it('sent without script, seals an eCheck in the session and tells the page only its type and last four', async () => {
    const { routeData, sealed, kept } = onTheServer();
    const answer = await paymentAction(posted(PERSONAL), routeData);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/checkout?step=review');
    expect(sealed).toEqual([
      {
        accountType: 'Personal',
        routingNumber: '121000358',
        accountNumber: '000123456789',
        checkNumber: '1042',
        idNumber: 'D1234567',
        idState: 'NY',
      },
    ]);
    expect(kept()).toMatchObject({
      paymentMode: 'eCheck',
      paymentValidated: true,
      eCheckSealed: { accountType: 'Personal', last4: '6789' },
    });
    expect(JSON.stringify(kept())).not.toContain('121000358');
  });

  it('refuses an eCheck with a routing number one digit too long, every problem on its field, and seals nothing', async () => {
    const { routeData, sealed } = onTheServer();
    const answer = await paymentAction(posted({ ...PERSONAL, 'eCheck.routingNumber': '1210003581', 'eCheck.idState': '' }), routeData);
    const { data, init } = answer as unknown as {
      data: { fieldErrors: Record<string, string>; values: Record<string, string> };
      init: ResponseInit;
    };
    expect(init.status).toBe(400);
    expect(Object.keys(data.fieldErrors)).toEqual(['eCheck.routingNumber', 'eCheck.idState']);
    expect(data.values['eCheck.accountNumber']).toBe('000123456789');
    expect(sealed).toEqual([]);
  });

  it('sent without script, refuses a card and PayPal saying they need the provider’s script, and takes a bank wire', async () => {
    const { routeData, kept } = onTheServer();
    for (const method of ['Card', 'PayPal'] as const) {
      const answer = (await paymentAction(posted({ paymentMode: method }), routeData)) as unknown as {
        data: { fieldErrors: Record<string, string> };
      };
      expect(answer.data.fieldErrors).toEqual({ paymentMode: NEEDS_SCRIPT[method] });
    }
    const nothing = (await paymentAction(posted({ paymentMode: '' }), routeData)) as unknown as {
      data: { fieldErrors: Record<string, string> };
    };
    expect(nothing.data.fieldErrors).toEqual({ paymentMode: 'Choose how to pay.' });
    expect((await paymentAction(posted({ paymentMode: 'Wire' }), routeData)) as Response).toBeInstanceOf(Response);
    expect(kept()).toMatchObject({ paymentMode: 'Wire', paymentValidated: true, eCheckSealed: null });
  });

  it('with script, keeps the eCheck in the page’s memory, never in its cookie; a card is taken once its token is held', async () => {
    useSession.getState().signOut();
    const browser: RouteData = { queryClient: new QueryClient(), now: Date.now, server: null };
    updateCheckout({ shippingInfo: address });
    await paymentAction(posted(PERSONAL), browser);
    expect(readCheckout()).toMatchObject({ paymentMode: 'eCheck', eCheck: { accountNumber: '000123456789' }, eCheckSealed: null });
    expect(readCheckout().pageValidated.payment).toBe(true);
    expect(document.cookie).not.toContain('121000358');
    expect(decodeURIComponent(document.cookie)).not.toContain(btoa('121000358').slice(0, 8));

    updateCheckout((c) => ({ ...c, paymentMode: 'Card', card: null }));
    const refused = (await paymentAction(posted({ paymentMode: 'Card' }), browser)) as unknown as {
      data: { fieldErrors: Record<string, string> };
    };
    expect(refused.data.fieldErrors).toEqual({ paymentMode: 'Enter the card’s details.' });
    updateCheckout({ card: { token: 'tok_test_1', last4: '4242', brand: 'Visa' } });
    expect(await paymentAction(posted({ paymentMode: 'Card' }), browser)).toBeInstanceOf(Response);
    expect(readCheckout()).toMatchObject({ paymentMode: 'Card', card: { last4: '4242' } });
  });
});
