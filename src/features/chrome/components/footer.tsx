import { Suspense } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import { STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/domain/store-info';
import styles from './footer.module.css';
import { useRenderTime } from '@/ui/render-time';
import { useConsent } from '@/features/analytics';
import { useFollowLinks } from '@/ui/follow-links';
import { KeptPart } from '@/ui/kept-part';

// The Connect block brings the validation library; it sits below the fold, so it loads beside the shell.
const NewsletterForm = lazyPart(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

function NewsletterFallback() {
  return (
    <section aria-labelledby="newsletter-loading" aria-busy="true">
      <h2 id="newsletter-loading" className={styles.heading}>
        Connect with Bold
      </h2>
      <p className={styles.muted}>Loading the sign-up form…</p>
    </section>
  );
}

/**
 * Each network's mark, drawn (not lettered): a link's visible text must be part of its name (WCAG 2.5.3),
 * and "ig" or "in" is not in "Bold Precious Metals on Instagram". An icon has no text to mismatch.
 */
const ICONS = {
  Facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" fill="currentColor" />,
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="3.5" />
      <circle cx="17" cy="7" r="0.6" fill="currentColor" />
    </g>
  ),
  X: <path d="M5 4h4l10 16h-4Zm13 0h-2l-5.3 6.5 1 1.6Zm-12 16h2l5.3-6.5-1-1.6Z" fill="currentColor" />,
  YouTube: (
    <g fill="currentColor">
      <path d="M3 8.5A3.5 3.5 0 0 1 6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5Z" fillOpacity="0.35" />
      <path d="m10 9 5 3-5 3Z" />
    </g>
  ),
  LinkedIn: (
    <g fill="currentColor">
      <rect x="4" y="9" width="3.5" height="11" />
      <circle cx="5.75" cy="5.75" r="2" />
      <path d="M10 9h3.3v1.6A3.8 3.8 0 0 1 16.7 9C19 9 20 10.6 20 13.2V20h-3.5v-6c0-1.3-.5-2.1-1.6-2.1s-1.4.9-1.4 2.1v6H10Z" />
    </g>
  ),
  Pinterest: (
    <path
      d="M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-2 0-2.8l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.7-3.9-4-3.9a4.2 4.2 0 0 0-4.4 4.2c0 .8.3 1.7.7 2.2a.3.3 0 0 1 .1.3l-.3 1.1c0 .2-.2.2-.4.1-1.2-.6-2-2.4-2-3.8 0-3.1 2.3-6 6.5-6 3.4 0 6.1 2.4 6.1 5.7 0 3.4-2.2 6.2-5.1 6.2-1 0-2-.5-2.3-1.1l-.6 2.4c-.2.9-.9 2-1.3 2.7A9 9 0 1 0 12 3Z"
      fill="currentColor"
    />
  ),
} as const;

export const SOCIAL_LINKS: { name: keyof typeof ICONS; href: string }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/boldpreciousmetals' },
  { name: 'Instagram', href: 'https://www.instagram.com/boldpreciousmetals' },
  { name: 'X', href: 'https://x.com/boldpmetals' },
  { name: 'YouTube', href: 'https://www.youtube.com/@boldpreciousmetals' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/boldpreciousmetals' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/boldpreciousmetals' },
];

export function Footer({ recaptchaSiteKey = '' }: { recaptchaSiteKey?: string }) {
  const now = useRenderTime();
  const follow = useFollowLinks();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Suspense fallback={<NewsletterFallback />}>
          <NewsletterForm recaptchaSiteKey={recaptchaSiteKey} />
        </Suspense>
        {/* The support, policy and social sections are the same on every page: the server renders them once
            (KeptPart), and their store links are plain links the section follows (useFollowLinks). */}
        <KeptPart as="section" keep="footer-support" aria-labelledby="footer-support" onClick={follow}>
          <h2 id="footer-support" className={styles.heading}>
            Customer support
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <a href="/company/contact-us">Contact us</a>
            </li>
            <li>
              <a href="/orders/track-order">Track an order</a>
            </li>
          </ul>
        </KeptPart>
        <KeptPart as="section" keep="footer-policies" aria-labelledby="footer-policies" onClick={follow}>
          <h2 id="footer-policies" className={styles.heading}>
            Policies
          </h2>
          <ul className={styles.list}>
            <li>
              <a href="/legals/shipping-insurance">Shipping and insurance</a>
            </li>
            <li>
              <a href="/state-sales-tax">State sales tax</a>
            </li>
            <li>
              <a href="/investing-guide">Investor's guide</a>
            </li>
            <li>
              {/* Opens the choices at the end of the page again, with the focus on them. */}
              <button type="button" className={styles.linkButton} onClick={() => useConsent.getState().ask()}>
                Privacy choices
              </button>
            </li>
          </ul>
        </KeptPart>
        <KeptPart as="section" keep="footer-social" aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Follow us
          </h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noreferrer" aria-label={`${STORE_NAME} on ${s.name}`}>
                  <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
                    {ICONS[s.name]}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </KeptPart>
      </div>
      <p className={styles.legal}>
        © {now.getFullYear()} {STORE_NAME}. Prices follow the live spot market.
      </p>
    </footer>
  );
}
