import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useGetCoupons } from '@generated/hooks/shopping-cart/shopping-cart';
import type { Coupon } from '@generated/hooks/model';
import { WHICH_FORM } from '@/api';
import { formatUsd } from '@/domain/money';
import { keepAppliedCoupon, signInPath, useSignedIn } from '@/features/session';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { toast } from '@/ui/toast/toast-store';
import { couponQuery, couponRefusal, useAppliedCoupon } from '../hooks/use-applied-coupon';
import styles from './cart.module.css';

export const couponWords = (c: Coupon): string =>
  `${c.discountType === '%' ? `${c.discountValue ?? 0}% off` : `${formatUsd(c.discountValue ?? 0)} off`} ${c.couponType === 'Product' ? 'selected products' : 'your order'}`;

/** The coupon forms' names (the hidden `form` field), for the cart page's action. */
export const COUPON_FORMS = { apply: 'coupon-apply', remove: 'coupon-remove' } as const;

/** Said for a coupon form sent with no code. */
export const COUPON_EMPTY = 'Enter a coupon code.';

/** Said to a guest who sends a coupon's form: coupons are a customer's. */
export const COUPON_SIGN_IN = 'Sign in to use a coupon. Your cart comes with you.';

/** The cart page's answer to a coupon code it could not take (sent without script): why, and what was typed. */
export interface CouponRefusal {
  form: typeof COUPON_FORMS.apply;
  error: string;
  code: string;
}

/**
 * Coupons: the customer's coupons from GetCoupons, a code applied (checked with ApplyCoupon, then kept in
 * its cookie), the applied one shown with what it does and a way to take it off. The API says why a code
 * is refused. Each is a form the cart page's action takes too, so a coupon is applied without script.
 */
export function CouponBox({ refused }: { refused: CouponRefusal | null }) {
  const queryClient = useQueryClient();
  const applied = useAppliedCoupon();
  const signedIn = useSignedIn();
  const coupons = useGetCoupons({ query: { enabled: signedIn } });
  const [code, setCode] = useState(refused?.code ?? '');
  const [empty, setEmpty] = useState(false);
  // Checking a code is a call the shopper makes: its busy state and the API's reason for a refusal are the
  // mutation's own; the answer is the applied coupon's query's, so the totals read it at once.
  const applying = useMutation({
    mutationFn: (typed: string) => queryClient.fetchQuery(couponQuery(typed)),
    onSuccess: (r, typed) => {
      keepAppliedCoupon(r.data.couponCode ?? typed);
      setCode('');
      toast.success(`Coupon ${r.data.couponCode ?? typed.toUpperCase()} applied: ${couponWords(r.data)}.`);
    },
  });
  const error = empty ? COUPON_EMPTY : applying.error ? couponRefusal(applying.error) : applying.isIdle ? (refused?.error ?? '') : '';

  const apply = (event: FormEvent, raw: string) => {
    event.preventDefault();
    const c = raw.trim();
    setEmpty(!c);
    if (!c) {
      applying.reset();
      return;
    }
    applying.mutate(c);
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

  const offers = (coupons.data?.data ?? []).filter((c) => c.couponCode && c.couponCode !== applied.code);
  return (
    <section aria-labelledby="coupon-title" className={styles.panel}>
      <h2 id="coupon-title">Coupon</h2>
      <div role="status">
        {applied.code ? (
          <p className={styles.applied}>
            <strong>{applied.code}</strong>
            {applied.coupon ? `: ${couponWords(applied.coupon)}.` : applied.refused ? ` is not applied: ${applied.refused}` : null}
          </p>
        ) : null}
      </div>
      {applied.code ? (
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            keepAppliedCoupon(null);
          }}
        >
          <input type="hidden" name={WHICH_FORM} value={COUPON_FORMS.remove} />
          <Button type="submit" variant="secondary">
            Remove coupon {applied.code}
          </Button>
        </form>
      ) : null}
      <form method="post" onSubmit={(event) => apply(event, code)} noValidate className={styles.couponForm} aria-label="Apply a coupon">
        <input type="hidden" name={WHICH_FORM} value={COUPON_FORMS.apply} />
        <TextField
          label="Coupon code"
          name="couponCode"
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
                <form method="post" onSubmit={(event) => apply(event, c.couponCode ?? '')}>
                  <input type="hidden" name={WHICH_FORM} value={COUPON_FORMS.apply} />
                  <input type="hidden" name="couponCode" value={c.couponCode} />
                  <Button type="submit" variant="secondary">
                    Apply {c.couponCode}
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
