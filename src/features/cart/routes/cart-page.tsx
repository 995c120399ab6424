import { useRef } from 'react';
import { Link } from 'react-router';
import { loadQueries, routeDataContext, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { countItems } from '@/domain/cart/cart-rules';
import { decodeGuestCart } from '@/domain/cart/guest-cart-cookie';
import { RENDERED_GUEST_CART_KEY } from '@/features/session';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { useFocusAfterRemoval } from '@/ui/use-focus-after-removal';
import { EMPTY_DESKTOP, EMPTY_MOBILE } from '../components/cart-drawer';
import { CartLineItem, lineKey } from '../components/cart-line-item';
import { CartTotals } from '../components/cart-totals';
import styles from '../components/cart.module.css';
import { CouponBox } from '../components/coupon-box';
import { PriceLock } from '../components/price-lock';
import { requestOf } from '../hooks/cart-request';
import { useCart } from '../hooks/use-cart';
import { guestCartPricesQuery } from '../queries';

/**
 * On the server, a guest's cart as their cookie holds it, priced: the page is theirs (rendered for whoever
 * asks, never kept), so it arrives whole without script. A customer's cart comes with the header's data.
 * In the browser the page reads the cookie itself.
 */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const { server, queryClient } = context.get(routeDataContext);
  if (!server || server.customer) return null;
  const lines = decodeGuestCart(server.guestCart ?? undefined);
  queryClient.setQueryData(RENDERED_GUEST_CART_KEY, lines);
  if (lines.length) await loadQueries(context, [guestCartPricesQuery(lines.map(requestOf))]);
  return null;
}

/** /cart/cart: lines, selection, quantities, coupons, totals by payment method and the price lock. */
export function Component() {
  const cart = useCart();
  const count = countItems(cart.lines);
  const selected = cart.lines.filter((l) => l.selected);
  const title = cart.lines.length ? `Your cart (${count} ${count === 1 ? 'item' : 'items'})` : 'Your cart';
  const page = useRef<HTMLDivElement>(null);
  // After a Delete, focus goes to the next line's Delete, or the page's heading once the cart is empty.
  const focus = useFocusAfterRemoval(cart.lines.map(lineKey), () => page.current?.querySelector('h1'));

  return (
    <div className="page" ref={page}>
      <PageTitle title={title} />
      {cart.isError ? (
        <LoadError
          message={
            cart.mode === 'guest'
              ? 'We could not get today’s prices for your cart. Your items are saved in this browser.'
              : 'We could not load your cart right now.'
          }
          onRetry={cart.refetch}
        />
      ) : null}
      {cart.isPending ? <p role="status">Loading your cart…</p> : null}
      {!cart.isPending && cart.lines.length === 0 && !cart.isError ? (
        <div className={styles.empty}>
          {/* The spec's texts: the phone's, and the desktop's (its cart hover). One is shown, and heard, at a time. */}
          <p>
            <span className={styles.emptyPhone}>{EMPTY_MOBILE}</span>
            <span className={styles.emptyWide}>{EMPTY_DESKTOP}</span>
          </p>
          <p>
            <Link to="/bullion-in-stock">Shop bullion in stock</Link>
          </p>
        </div>
      ) : null}
      {cart.lines.length ? (
        <div className={styles.layout}>
          <div>
            <PriceLock cart={cart} />
            <ul className={styles.lines} aria-label="Items in your cart" aria-busy={cart.isFetching}>
              {cart.lines.map((l) => (
                <CartLineItem key={lineKey(l)} line={l} cart={cart} focus={focus} />
              ))}
            </ul>
            <div className={styles.bulk}>
              <Button
                variant="secondary"
                disabled={selected.length === 0}
                onClick={() =>
                  void cart.emptySelected().then(
                    () => page.current?.querySelector('h1')?.focus(),
                    () => undefined,
                  )
                }
              >
                Remove selected items ({selected.length})
              </Button>
            </div>
          </div>
          <div className={styles.side}>
            <CartTotals lines={cart.lines} />
            <CouponBox />
            {selected.length ? (
              <Link to="/checkout" className={styles.checkout}>
                Proceed to checkout
              </Link>
            ) : (
              <p>Select the items you want to buy to check out.</p>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
