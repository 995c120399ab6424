import { Link } from 'react-router';
import { STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/domain/store-info';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>Customer support</h2>
          <ul className={styles.list}>
            <li><a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a></li>
            <li><a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a></li>
            <li><Link to="/company/contact-us">Contact us</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>Policies</h2>
          <ul className={styles.list}>
            <li><Link to="/legals/shipping-insurance">Shipping and insurance</Link></li>
            <li><Link to="/state-sales-tax">State sales tax</Link></li>
          </ul>
        </section>
      </div>
      <p className={styles.legal}>© {new Date().getFullYear()} {STORE_NAME}. Prices follow the live spot market.</p>
    </footer>
  );
}
