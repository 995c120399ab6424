import { Link } from 'react-router';
import { useGetCoupons } from '@generated/hooks/shopping-cart/shopping-cart';
import type { Coupon } from '@generated/hooks/model';
import { formatUsd } from '@/domain/money';
import { signInPath, useSession } from '@/features/session';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/content.module.css';
import { formatDate } from '@/domain/format';

export const discountText = (c: Coupon): string =>
  c.discountType === '%' ? `${c.discountValue ?? 0}% off` : `${formatUsd(c.discountValue ?? 0)} off`;

/** /coupons: how coupons work, and for a signed-in customer the coupons open to them (GetCoupons). */
export function Component() {
  const signedIn = useSession((s) => s.isLoggedIn);
  const query = useGetCoupons({ query: { enabled: signedIn } });
  const coupons = query.data?.data ?? [];
  return (
    <div className="page">
      <PageTitle title="Coupons" />
      <p>
        Enter a coupon code in your cart. A dollar coupon takes a fixed amount off, a percent coupon a share of the price. A product coupon
        discounts only the products it names; any other coupon discounts the whole order.
      </p>
      {!signedIn ? (
        <p>
          <Link to={signInPath('/coupons')}>Sign in</Link> to see the coupons open to your account.
        </p>
      ) : null}
      {query.isError ? <LoadError message="We could not load your coupons." onRetry={query.refetch} /> : null}
      {signedIn && query.isSuccess && coupons.length === 0 ? <p>There are no coupons open to your account right now.</p> : null}
      {coupons.length ? (
        <ul className={styles.list} aria-label="Your coupons">
          {coupons.map((c) => (
            <li key={c.couponCode ?? c.description} className={styles.item}>
              <h2>{c.couponCode ?? 'Coupon'}</h2>
              <p>
                <strong>{discountText(c)}</strong> {c.couponType === 'Product' ? 'on selected products' : 'on your order'}
              </p>
              {c.description ? <p>{c.description}</p> : null}
              <p className={styles.meta}>{c.expiryDate ? `Valid until ${formatDate(new Date(c.expiryDate), 'long')}` : 'No expiry date'}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
