import { useLocation } from 'react-router';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/domain/store-info';
import styles from './header.module.css';
import { Logo } from './logo';

const REDUCED = ['/checkout', '/invest-in-silver-gold-bullion'];
/** Checkout itself and the landing page; the order confirmation after checkout has the full header again. */
export const isCheckoutPath = (pathname: string) => REDUCED.includes(pathname.replace(/\/+$/, '') || '/');

/** The reduced header of checkout and the invest landing page: logo, "Checkout" on /checkout, and the phone. */
export function CheckoutHeader() {
  const { pathname } = useLocation();
  return (
    <header className={`${styles.header} ${styles.checkout}`}>
      <div className={styles.bar}>
        <Logo />
        {pathname.startsWith('/checkout') ? <p className={styles.checkoutTitle}>Checkout</p> : null}
        <a href={`tel:${SUPPORT_PHONE_TEL}`} className={styles.checkoutContact}>
          Questions? Call {SUPPORT_PHONE_DISPLAY}
        </a>
      </div>
    </header>
  );
}
