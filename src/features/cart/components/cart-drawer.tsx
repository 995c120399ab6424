import { Link } from 'react-router';
import { drawerLines } from '@/domain/cart/cart-rules';
import { versionedImage } from '@/domain/chrome/image-version';
import { formatUsd } from '@/domain/money';
import { MethodPrice } from '@/ui/method-price';
import { useCart } from '../hooks/use-cart';
import styles from './cart.module.css';

export const EMPTY_MOBILE = 'No products added in cart';
export const EMPTY_DESKTOP = 'No products in the cart.';
const money = (cents: number) => formatUsd(cents / 100);

/**
 * What the cart drawer shows: only active lines with a positive price for their
 * quantity, in a list that scrolls past 295px; the empty texts for mobile and desktop to the letter;
 * the ways on to the cart page and checkout.
 */
export default function CartDrawer({ onNavigate }: { onNavigate: () => void }) {
  const cart = useCart();
  const shown = drawerLines(cart.lines.map((l) => ({ ...l, price: (l.unitCents ?? 0) / 100 })));
  const mobile = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1024px)').matches;
  const subtotal = shown.filter((l) => l.selected).reduce((s, l) => s + (l.unitCents ?? 0) * l.quantity, 0);

  if (cart.isPending) return <p role="status">Loading your cart…</p>;
  return (
    <>
      {cart.isError ? (
        <p role="alert">
          {cart.mode === 'guest'
            ? 'Prices are unavailable right now. Your items are saved in this browser.'
            : 'Your cart could not be loaded right now.'}
        </p>
      ) : null}
      {shown.length === 0 && !cart.isError ? <p>{mobile ? EMPTY_MOBILE : EMPTY_DESKTOP}</p> : null}
      {shown.length ? (
        <>
          {/* The list scrolls past 295px; it can take focus so the keyboard can scroll it too. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1) */}
          <ul className={styles.drawerList} aria-label="Cart items" tabIndex={0}>
            {shown.map((l) => (
              <li key={`${l.productId}|${l.source}|${l.size ?? ''}`}>
                {l.imagePath ? <img src={versionedImage(l.imagePath, new Date())} alt="" width="48" height="48" /> : <span />}
                <span>
                  <Link to={`/product/${l.productId}/${l.productNameWithHypen}`} onClick={onNavigate}>
                    {l.productName}
                  </Link>
                  <br />
                  {l.quantity} × <MethodPrice value={money(l.unitCents ?? 0)} method="eCheck" each />
                </span>
              </li>
            ))}
          </ul>
          <p>
            Subtotal (eCheck / wire): <strong>{money(subtotal)}</strong>
          </p>
        </>
      ) : null}
      <div className={styles.drawerActions}>
        <Link to="/cart/cart" onClick={onNavigate}>
          View cart
        </Link>
        <Link to="/checkout" onClick={onNavigate}>
          Checkout
        </Link>
      </div>
    </>
  );
}
