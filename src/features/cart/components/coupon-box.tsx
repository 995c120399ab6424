import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getApplyCouponMutationOptions, useGetCoupons } from '@generated/hooks/shopping-cart/shopping-cart';
import type { Coupon } from '@generated/hooks/model';
import { isApiError } from '@/api';
import { formatUsd } from '@/domain/money';
import { signInPath, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { toast } from '@/ui/toast/toast-store';
import styles from './cart.module.css';

export const couponWords = (c: Coupon): string =>
  `${c.discountType === '%' ? `${c.discountValue ?? 0}% off` : `${formatUsd(c.discountValue ?? 0)} off`} ${c.couponType === 'Product' ? 'selected products' : 'your order'}`;

/**
 * Coupons: the customer's coupons from GetCoupons, a code applied with ApplyCoupon, the
 * applied one shown with what it does and a way to take it off. The API says why a code is refused.
 */
export function CouponBox() {
  const signedIn = useSession((s) => s.isLoggedIn);
  const applied = useSession((s) => s.coupon);
  const coupons = useGetCoupons({ query: { enabled: signedIn } });
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  // Checking a code is a call the shopper makes (ApplyCoupon is a GET, generated as a mutation: see
  // orval.config.ts): its busy state and the API's reason for a refusal are the mutation's own.
  const applying = useMutation(
    getApplyCouponMutationOptions({
      mutation: {
        onSuccess: (r, { params }) => {
          useSession.setState({ coupon: r.data });
          setCode('');
          toast.success(`Coupon ${r.data.couponCode ?? params.couponCode.toUpperCase()} applied: ${couponWords(r.data)}.`);
        },
      },
    }),
  );
  const error = empty
    ? 'Enter a coupon code.'
    : applying.error
      ? isApiError(applying.error)
        ? applying.error.message
        : 'The coupon could not be checked right now. Please try again.'
      : '';

  const apply = (raw: string) => {
    const c = raw.trim();
    setEmpty(!c);
    if (!c) {
      applying.reset();
      return;
    }
    applying.mutate({ params: { couponCode: c } });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(code);
  };

  if (!signedIn) {
    return (
      <section aria-labelledby="coupon-title" className={styles.panel}>
        <h2 id="coupon-title">Coupon</h2>
        <p>
          <Link to={signInPath('/cart/cart')}>Sign in</Link> to use a coupon. Your cart comes with you.
        </p>
      </section>
    );
  }

  const offers = (coupons.data?.data ?? []).filter((c) => c.couponCode && c.couponCode !== applied?.couponCode);
  return (
    <section aria-labelledby="coupon-title" className={styles.panel}>
      <h2 id="coupon-title">Coupon</h2>
      <div role="status">
        {applied ? (
          <p className={styles.applied}>
            <strong>{applied.couponCode}</strong>: {couponWords(applied)}.{' '}
          </p>
        ) : null}
      </div>
      {applied ? (
        <Button variant="secondary" onClick={() => useSession.setState({ coupon: null })}>
          Remove coupon {applied.couponCode}
        </Button>
      ) : null}
      <form onSubmit={onSubmit} noValidate className={styles.couponForm} aria-label="Apply a coupon">
        <TextField
          label="Coupon code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error || undefined}
          autoComplete="off"
        />
        <Button type="submit" busy={applying.isPending}>
          Apply
        </Button>
      </form>
      {offers.length ? (
        <>
          <h3 className={styles.offersTitle}>Your coupons</h3>
          <ul className={styles.offers}>
            {offers.map((c) => (
              <li key={c.couponCode}>
                <span>
                  <strong>{c.couponCode}</strong> — {couponWords(c)}
                </span>
                <Button variant="secondary" onClick={() => apply(c.couponCode ?? '')}>
                  Apply {c.couponCode}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
