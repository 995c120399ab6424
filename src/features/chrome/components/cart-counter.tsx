import { Link } from 'react-router';
import { badgeText } from '@/domain/cart/cart-rules';
import { useCartCount } from '@/features/cart';
import styles from './header.module.css';

/** The cart link with its counter (9+ above 9); the name says the exact count. */
export function CartCounter() {
  const count = useCartCount();
  return (
    <Link to="/cart/cart" className={styles.cart} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span className={styles.badge} aria-hidden="true">
        {badgeText(count)}
      </span>
    </Link>
  );
}
