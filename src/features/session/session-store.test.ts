import { initialCheckout } from '@/domain/checkout/checkout-state';
import { keepAppliedCoupon, readAppliedCoupon } from './applied-coupon';
import { readCheckout, resetCheckout, updateCheckout } from './checkout';
import { readCheckoutProgress } from './checkout-progress';
import { keepGuestCart, readGuestCart } from './guest-cart';
import { STORAGE_KEYS, useSession } from './session-store';

const line = { productId: 2001, salesEventId: null, source: 'Instock', size: null, quantity: 2, selected: true, isActive: true };
const address = { firstName: 'A', lastName: 'S', line1: '1 Main St', city: 'Reno', state: 'NV', zip: '89501', country: 'US' };
const demo = { userId: 1001, token: 'tok-1', firstName: 'Alexandra', isGuest: false };

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().signOut();
  });

  it('signIn stores the user and marks a customer signed in, a guest not', () => {
    useSession.getState().signIn(demo);
    expect(useSession.getState()).toMatchObject({ user: demo, isLoggedIn: true });
    useSession.getState().signIn({ ...demo, isGuest: true, firstName: 'Guest' });
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('signOut clears user, shipping (its cookie too), customer info and the coupon applied', () => {
    keepAppliedCoupon('SILVER10');
    useSession.setState({ user: demo, isLoggedIn: true, customerInfo: { firstName: 'A', lastName: 'S' } });
    updateCheckout({ shippingInfo: address });
    expect(document.cookie).toContain('bold.checkout=');
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ user: null, isLoggedIn: false, customerInfo: null });
    expect(readCheckout()).toEqual(initialCheckout());
    expect(document.cookie).not.toContain('bold.checkout');
    expect(readAppliedCoupon()).toBeNull();
  });

  it('has a visit id (a UUID) kept in this browser across sign-in and a checkout reset, and a new one after sign-out', () => {
    const first = useSession.getState().sessionId;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    useSession.getState().signIn(demo);
    resetCheckout();
    expect(useSession.getState().sessionId).toBe(first);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}').state.sessionId).toBe(first);
    useSession.getState().signOut();
    expect(useSession.getState().sessionId).not.toBe(first);
  });

  it('logout also clears the guest cart, the preference popup and preference flags and sets the logged-out marker', () => {
    keepGuestCart([line]);
    keepAppliedCoupon('SILVER10');
    localStorage.setItem(STORAGE_KEYS.preferences, '{"metal":"Silver"}');
    localStorage.setItem(STORAGE_KEYS.preferencesPopup, '1');
    useSession.getState().signIn(demo);
    useSession.getState().logout();
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.preferencesPopup)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loggedOut)).toBe('1');
    expect(useSession.getState().user).toBeNull();
    expect(readGuestCart()).toEqual([]);
    expect(document.cookie).not.toContain('bold.cart');
    expect(readAppliedCoupon()).toBeNull();
    expect(document.cookie).not.toContain('bold.coupon');
  });

  it('resetCheckout clears checkout data and a guest checkout user, but keeps a customer signed in', () => {
    useSession.getState().signIn(demo);
    updateCheckout({ orderNote: 'Leave at the door', paymentMode: 'Wire' });
    resetCheckout();
    expect(useSession.getState()).toMatchObject({ user: demo, isLoggedIn: true });
    expect(readCheckout()).toEqual(initialCheckout());
    expect(readCheckoutProgress()).toBeNull();
    useSession.getState().signIn({ ...demo, isGuest: true });
    resetCheckout();
    expect(useSession.getState().user).toBeNull();
  });

  it('never writes eCheck account data to storage or a cookie', () => {
    updateCheckout({
      shippingInfo: address,
      paymentMode: 'eCheck',
      eCheck: {
        accountType: 'Personal',
        routingNumber: '121000358',
        accountNumber: '000123456789',
        checkNumber: '1042',
        idNumber: 'D1',
        idState: 'CA',
      },
    });
    expect(readCheckout().eCheck?.accountNumber).toBe('000123456789');
    expect(readCheckoutProgress()?.paymentMode).toBe('eCheck');
    expect(JSON.stringify(readCheckoutProgress())).not.toContain('000123456789');
    expect(document.cookie).not.toContain('MDAwMTIzNDU2Nzg5');
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain('000123456789');
  });

  it('keeps what the shopper chose in the checkout’s cookie, not in storage: a reload keeps it, and asks again for what pays', () => {
    updateCheckout((c) => ({
      ...c,
      shippingInfo: address,
      paymentMode: 'Card',
      card: { token: 'tok_visa', last4: '4242', brand: 'Visa' },
      pageValidated: { ...c.pageValidated, payment: true },
    }));
    expect(readCheckout().pageValidated.payment).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain('Reno');
    expect(JSON.stringify(readCheckoutProgress())).not.toContain('tok_visa');
    // A reload: the page's memory starts again, the cookie stays.
    useSession.setState({ checkout: initialCheckout() });
    expect(readCheckout()).toMatchObject({ shippingInfo: address, paymentMode: 'Card', card: null });
    expect(readCheckout().pageValidated.payment).toBe(false);
  });

  it('drops a checkout kept with the session in storage: its address is kept there no longer', async () => {
    const checkout = { ...initialCheckout(), shippingInfo: address, orderNote: 'Ring twice' };
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ state: { checkout }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain('Ring twice');
    expect(readCheckout()).toEqual(initialCheckout());
  });

  it('moves a guest cart kept with the session to its cookie, repaired; a cookie’s cart is kept', async () => {
    const kept = { ...line, quantity: 1e25, productName: 'Silver Eagle', productNameWithHypen: 'silver-eagle' };
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ state: { guestCart: [kept, { productId: 'x' }] }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(readGuestCart()).toEqual([{ ...line, quantity: 1000 }]);
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain('guestCart');

    keepGuestCart([{ ...line, productId: 7 }]);
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ state: { guestCart: [line] }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(readGuestCart()).toEqual([{ ...line, productId: 7 }]);
  });

  it('moves a coupon applied and kept with the session to its cookie, by its code; a cookie’s coupon is kept', async () => {
    const coupon = { couponCode: 'SILVER10', couponType: 'Order', discountType: '%', discountValue: 10 };
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ state: { coupon }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(readAppliedCoupon()).toBe('SILVER10');
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain('SILVER10');

    keepAppliedCoupon('GOLD5');
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ state: { coupon }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(readAppliedCoupon()).toBe('GOLD5');
    keepAppliedCoupon(null);

    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ state: { coupon: { couponCode: 7 } }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(readAppliedCoupon()).toBeNull();
  });

  it('survives a reload: the signed-in user is persisted', () => {
    useSession.getState().signIn(demo);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}').state.user).toEqual(demo);
  });
});
