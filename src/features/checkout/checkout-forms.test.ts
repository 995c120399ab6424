import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { routeDataContext, type RouteData } from '@/api';
import { SharedAnswers } from '@/api/shared-answers';
import { encodeGuestCart, GUEST_CART_COOKIE } from '@/domain/cart/guest-cart-cookie';
import { CHECKOUT_COOKIE, decodeProgress, encodeProgress, progressOf } from '@/domain/checkout/checkout-cookie';
import { initialCheckout, type CheckoutState, type ECheckData } from '@/domain/checkout/checkout-state';
import { requestOf } from '@/features/cart';
import { readCheckout, updateCheckout, useSession } from '@/features/session';
import { seededMockForFile } from '@/test/seeded-mock';
import { callMock } from '../../../tests/contract/support/mock-client';
import { CHECKOUT_FORMS, NEEDS_SCRIPT, paymentAction, placeAction } from './checkout-forms';

const { mock } = seededMockForFile();

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

/** The personal eCheck above as the server seals it. */
const SEALED: ECheckData = {
  accountType: 'Personal',
  routingNumber: '121000358',
  accountNumber: '000123456789',
  checkNumber: '1042',
  idNumber: 'D1234567',
  idState: 'NY',
};

const posted = (fields: Record<string, string>) =>
  new Request('https://store.test/checkout?step=payment', {
    method: 'POST',
    body: new URLSearchParams({ form: CHECKOUT_FORMS.payment, ...fields }),
  });

/** A checkout at the payment step, as the server gets it: its cookie; what the action seals and sets is recorded. */
function onTheServer(
  checkout: Partial<CheckoutState> = {},
  { jar = {}, eCheck = null, unsealable = false }: { jar?: Record<string, string>; eCheck?: ECheckData | null; unsealable?: boolean } = {},
) {
  const progress = progressOf({
    ...initialCheckout(),
    shippingInfo: address,
    flags: { ...initialCheckout().flags, shippingConfirmed: true },
    ...checkout,
  });
  const sealed: (ECheckData | null)[] = [];
  const cookies: string[] = [];
  const routeData: RouteData = {
    queryClient: new QueryClient(),
    now: Date.now,
    server: {
      budget: new AbortController().signal,
      shared: new SharedAnswers(),
      customer: null,
      guest: { userId: 9001, firstName: 'Guest', isGuest: true },
      session: {
        start: () => Promise.resolve(),
        end: () => Promise.resolve(),
        keepECheck: (e) => {
          sealed.push(e);
          return unsealable ? Promise.reject(new Error('The session cookie could not be sealed')) : Promise.resolve();
        },
      },
      eCheck,
      cookie: (name) => (name === CHECKOUT_COOKIE ? encodeProgress(progress) : (jar[name] ?? null)),
      setCookie: (header) => cookies.push(header),
    },
  };
  const kept = () => decodeProgress(/^bold\.checkout=([^;]*)/.exec(cookies.findLast((c) => c.startsWith('bold.checkout=')) ?? '')?.[1]);
  const context = new RouterContextProvider();
  context.set(routeDataContext, routeData);
  return { routeData, sealed, kept, context, cookies };
}

describe('the payment form', () => {
  it('sent without script, seals an eCheck in the session and tells the page only its type and last four', async () => {
    const { routeData, sealed, kept } = onTheServer();
    const answer = await paymentAction(posted(PERSONAL), routeData);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/checkout?step=review');
    expect(sealed).toEqual([SEALED]);
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

describe('the Place order form sent without script', () => {
  const WIRE: Partial<CheckoutState> = {
    paymentMode: 'Wire',
    pageValidated: { guest: true, payment: true, confirm: false },
  };
  const placing = (fields: Record<string, string>) =>
    new Request('https://store.test/checkout?step=review', {
      method: 'POST',
      body: new URLSearchParams({ form: CHECKOUT_FORMS.place, termsAccepted: 'on', ...fields }),
    });

  /** A guest with one silver coin in their cart and its prices locked on the mock, signed in as the server's session would be. */
  async function guestReadyToPay() {
    const guest = await callMock(mock, 'POST', '/api/Authentication/GuestSignIn', { body: { emailId: 'placed.by.form@example.com' } });
    const { token, userId } = (guest.body as { data: { token: string; userId: number } }).data;
    useSession.setState({ isLoggedIn: true, user: { userId, firstName: 'Guest', isGuest: true, token } });
    const line = { productId: 2011, salesEventId: null, source: 'Instock', size: null, quantity: 1, selected: true, isActive: true };
    const lock = await callMock(mock, 'POST', '/api/Checkout/LockPrices', { token, body: { lines: [requestOf(line)] } });
    expect(lock.status).toBe(200);
    return {
      jar: { [GUEST_CART_COOKIE]: encodeGuestCart([line]) },
      fields: { priceLockId: (lock.body as { data: { lockId: string } }).data.lockId, attemptKey: crypto.randomUUID() },
    };
  }

  it('with a checkout cookie that names no shipping address, goes back to the shipping step and places nothing', async () => {
    const { jar, fields } = await guestReadyToPay();
    const { context, routeData } = onTheServer({ ...WIRE, shippingInfo: null }, { jar });
    const answer = await placeAction(placing(fields), routeData, context);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('Location')).toBe('/checkout?step=shipping');
    // The same attempt with the address is the first order made with its key.
    const placed = await placeAction(placing(fields), onTheServer(WIRE, { jar }).routeData, onTheServer(WIRE, { jar }).context);
    expect((placed as Response).headers.get('Location')).toMatch(/^\/checkout\/confirmation\/BPM-\d+$/);
  });

  it('placed by wire, leaves the session alone: there is no eCheck to take out of it', async () => {
    const { jar, fields } = await guestReadyToPay();
    const { context, routeData, sealed, cookies } = onTheServer(WIRE, { jar });
    const answer = await placeAction(placing(fields), routeData, context);
    expect((answer as Response).headers.get('Location')).toMatch(/^\/checkout\/confirmation\/BPM-\d+$/);
    expect(sealed).toEqual([]);
    // The coin ordered left the guest’s cart.
    expect(cookies.find((c) => c.startsWith(`${GUEST_CART_COOKIE}=`))).toMatch(/^bold\.cart=;/);
    // The confirmation's script is told the order was just placed, to record its purchase.
    const invoice = (answer as Response).headers.get('Location')?.split('/').pop() ?? '';
    expect(cookies).toContain(`bold.placed=${invoice}; Max-Age=600; Path=/checkout/confirmation; SameSite=Lax; Secure`);
  });

  it('placed by a sealed eCheck, is answered as placed even when the session cannot be sealed again without it', async () => {
    const { jar, fields } = await guestReadyToPay();
    const { context, routeData, sealed } = onTheServer(
      { paymentMode: 'eCheck', eCheckSealed: { accountType: 'Personal', last4: '6789' }, pageValidated: WIRE.pageValidated },
      { jar, eCheck: SEALED, unsealable: true },
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await placeAction(placing(fields), routeData, context);
    expect((answer as Response).headers.get('Location')).toMatch(/^\/checkout\/confirmation\/BPM-\d+$/);
    expect(sealed).toEqual([null]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('The order is placed, but its eCheck is still sealed'), expect.any(Error));
    logged.mockRestore();
  });
});
