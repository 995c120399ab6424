import { useEffect } from 'react';
import { Link } from 'react-router';
import { useGetDashboardImages } from '@generated/hooks/ui/ui';
import { formatPhone } from '@/domain/validation/rules';
import { HomeAds } from '@/features/home';
import { useCustomerOnly, useSession } from '@/features/session';
import { PageTitle } from '@/ui/page-title';
import styles from '../account.module.css';
import { customerInfoQueries, useShownCustomerInfo, WithFreshCustomerInfo } from '../shown-customer-info';

/** Every account screen, in the order of the account menu, with what each is for. */
export const ACCOUNT_SCREENS = [
  {
    label: 'Account settings',
    href: '/myaccounts/accountsettings',
    text: 'Contact details, photo, password, preferences and order handling.',
  },
  { label: 'Order history', href: '/orders/order-history', text: 'Every order, its status, tracking and invoice.' },
  { label: 'Watchlist', href: '/myaccounts/watchlist', text: 'Products you follow, priced live.' },
  { label: 'Messages', href: '/myaccounts/messages', text: 'Order news and price alerts: your inbox and archive.' },
  { label: 'Portfolio', href: '/bold-bullion-portfolio', text: 'Your holdings valued at today’s spot price.' },
  { label: 'Sell-to-us requests', href: '/myaccounts/sell-requests', text: 'Your quotes: accept or decline them.' },
  { label: 'Sales orders', href: '/myaccounts/sales-orders', text: 'Metal you sold to us and what we paid.' },
  { label: 'Sell to us', href: '/sell-to-us', text: 'Ask for a quote on metal you want to sell.' },
  { label: 'Price alerts', href: '/price-alerts', text: 'Be told when a metal reaches your price.' },
] as const;

/** The customer's details: the server sends the overview with their name and contacts. */
export const customerQueries = customerInfoQueries;

/**
 * /myaccounts: the customer's overview: name, photo and contact details, the dashboard images for their
 * customer and metal type, the account page's banners, and the way to every account screen. A guest is
 * sent to sign in and brought back.
 */
export function Component() {
  const isLoggedIn = useCustomerOnly();
  return (
    <WithFreshCustomerInfo enabled={isLoggedIn}>
      <Overview isLoggedIn={isLoggedIn} />
    </WithFreshCustomerInfo>
  );
}

function Overview({ isLoggedIn }: { isLoggedIn: boolean }) {
  const info = useShownCustomerInfo();
  const user = useSession((s) => s.user);
  const customerType = info?.customerType || 'Investor';
  const images = useGetDashboardImages(
    { CustomerType: customerType, MetalType: 'Silver' },
    { query: { enabled: isLoggedIn, staleTime: 10 * 60_000, retry: false } },
  );
  useEffect(() => {
    if (images.isError) console.error('Could not get dashboard images', images.error);
  }, [images.isError, images.error]);

  const first = info?.firstName ?? user?.firstName ?? '';
  const last = info?.lastName ?? '';
  const name = `${first} ${last}`.trim() || 'Your account';
  return (
    <div className="page">
      <PageTitle title="My account" />
      {/* The profile is the customer's: shown once the session is known (after hydration), never a guest's "?". */}
      {isLoggedIn ? (
        <section aria-labelledby="profile-title" className={styles.profile}>
          {info?.profilePhoto ? (
            <img src={info.profilePhoto} alt="" width="96" height="96" className={styles.photo} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {(first.charAt(0) + last.charAt(0)).toUpperCase() || '?'}
            </span>
          )}
          <div>
            <h2 id="profile-title">{name}</h2>
            <dl className={styles.details}>
              {info?.emailId ? (
                <div>
                  <dt>Email</dt>
                  <dd>
                    {info.emailId} {info.isEmailVerified ? '(verified)' : '(not verified yet)'}
                  </dd>
                </div>
              ) : null}
              {info?.mobNo ? (
                <div>
                  <dt>Mobile</dt>
                  <dd>{formatPhone(info.mobNo)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Customer type</dt>
                <dd>{customerType}</dd>
              </div>
            </dl>
          </div>
        </section>
      ) : (
        <p role="status">Loading your account…</p>
      )}

      <nav aria-labelledby="screens-title" className={styles.section}>
        <h2 id="screens-title">Your account</h2>
        <ul className={styles.screens}>
          {ACCOUNT_SCREENS.map((s) => (
            <li key={s.href}>
              <Link to={s.href}>{s.label}</Link>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
      </nav>

      {images.data?.data.length ? (
        <section aria-labelledby="dashboard-title" className={styles.section}>
          <h2 id="dashboard-title">For {customerType.toLowerCase()}s</h2>
          <ul className={styles.dashboard}>
            {images.data.data.map((img) => (
              <li key={img.imageURL}>
                <img src={img.imageURL} alt={img.altText} width="600" height="300" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={styles.section}>
        <HomeAds pageType="account" />
      </div>
    </div>
  );
}
