import { Link, NavLink } from 'react-router';
import { FREE_SHIPPING_BANNER, STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/domain/store-info';
import styles from './header.module.css';

const primaryLinks = [
  { label: 'Silver', href: '/silver-bullion' },
  { label: 'Gold', href: '/gold-bullion' },
  { label: 'Platinum', href: '/platinum-bullion' },
  { label: 'Copper', href: '/copper' },
  { label: 'Jewelry', href: '/jewelry' },
  { label: 'Deals', href: '/deals' },
  { label: 'Sell To Us', href: '/sell-to-us', highlight: true },
];

export function Header() {
  return (
    <header className={styles.header}>
      <p className={styles.banner}>{FREE_SHIPPING_BANNER}</p>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <span aria-hidden="true" className={styles.mark}>B</span>
          {STORE_NAME}
        </Link>
        <ul className={styles.contact} aria-label="Customer support">
          <li><a href={`tel:${SUPPORT_PHONE_TEL}`}>Call {SUPPORT_PHONE_DISPLAY}</a></li>
          <li><a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a></li>
        </ul>
        <div className={styles.account}>
          <span>Hello, Guest!</span>
          <Link to="/signin">LOGIN</Link>
        </div>
      </div>
      <nav aria-label="Main" className={styles.nav}>
        <ul>
          {primaryLinks.map((l) => (
            <li key={l.href}>
              <NavLink to={l.href} className={l.highlight ? styles.highlight : undefined}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
