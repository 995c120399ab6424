import { checkoutCookie, readCheckoutCookie, type CheckoutProgress } from '@/domain/checkout/checkout-cookie';
import { cookieStore } from './cookie-store';

/** Where a page rendered by the server keeps the checkout progress it was rendered with (the checkout's cookie). */
export const RENDERED_CHECKOUT_KEY = ['checkout', 'rendered'] as const;

const store = cookieStore<CheckoutProgress | null>(readCheckoutCookie, null, RENDERED_CHECKOUT_KEY);

/** The checkout progress this browser keeps (its cookie, which the server reads too); null for none, and on the server. */
export const readCheckoutProgress = store.read;

/** Keeps `progress` as the checkout's (null clears it), and tells whoever shows it. */
export function keepCheckoutProgress(progress: CheckoutProgress | null): void {
  if (progress || store.read()) store.keep(checkoutCookie(progress, location.protocol === 'https:'));
}

/** The checkout progress, for a component: while a page hydrates, the one it was rendered with; then this browser's. */
export const useCheckoutProgress = store.use;
