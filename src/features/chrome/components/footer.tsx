import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/domain/store-info';
import styles from './footer.module.css';

// The Connect block brings the validation library; it sits below the fold, so it loads beside the shell.
const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

function NewsletterFallback() {
  return (
    <section aria-labelledby="newsletter-loading" aria-busy="true">
      <h2 id="newsletter-loading" className={styles.heading}>Connect with Bold</h2>
      <p className={styles.muted}>Loading the sign-up form…</p>
    </section>
  );
}

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/boldpreciousmetals', letter: 'f' },
  { name: 'Instagram', href: 'https://www.instagram.com/boldpreciousmetals', letter: 'ig' },
  { name: 'X', href: 'https://x.com/boldpmetals', letter: 'X' },
  { name: 'YouTube', href: 'https://www.youtube.com/@boldpreciousmetals', letter: '▶' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/boldpreciousmetals', letter: 'in' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/boldpreciousmetals', letter: 'P' },
];

export function Footer({ recaptchaSiteKey = '' }: { recaptchaSiteKey?: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Suspense fallback={<NewsletterFallback />}>
          <NewsletterForm recaptchaSiteKey={recaptchaSiteKey} />
        </Suspense>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>Customer support</h2>
          <ul className={styles.list}>
            <li><a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a></li>
            <li><a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a></li>
            <li><Link to="/company/contact-us">Contact us</Link></li>
            <li><Link to="/orders/track-order">Track an order</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>Policies</h2>
          <ul className={styles.list}>
            <li><Link to="/legals/shipping-insurance">Shipping and insurance</Link></li>
            <li><Link to="/state-sales-tax">State sales tax</Link></li>
            <li><Link to="/investing-guide">Investor's guide</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>Follow us</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noreferrer" aria-label={`${STORE_NAME} on ${s.name}`}>
                  <span aria-hidden="true">{s.letter}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.legal}>© {new Date().getFullYear()} {STORE_NAME}. Prices follow the live spot market.</p>
    </footer>
  );
}
