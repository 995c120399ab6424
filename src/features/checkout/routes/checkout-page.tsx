import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/api';
import { requestOf, soldItemOf, useCart } from '@/features/cart';
import { readCheckout, useCheckout, useSession } from '@/features/session';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/checkout.module.css';
import { DeliveryStep } from '../components/delivery-step';
import { GuestStep } from '../components/guest-step';
import { OrderSummary } from '../components/order-summary';
import { PaymentStep } from '../components/payment-step';
import { ReviewStep } from '../components/review-step';
import { ShippingStep } from '../components/shipping-step';
import { useOrderCharges } from '../hooks/use-order-charges';
import { usePriceLock } from '../hooks/use-price-lock';
import { ecommerceEvent } from '@/domain/analytics/ga4';
import { track } from '@/features/analytics';

const STEPS = [
  { id: 'guest', title: 'Sign in or continue as a guest' },
  { id: 'shipping', title: 'Shipping address' },
  { id: 'delivery', title: 'Delivery' },
  { id: 'payment', title: 'Payment' },
  { id: 'review', title: 'Review and place your order' },
] as const;
type StepId = (typeof STEPS)[number]['id'];

/** /checkout: guest or customer, shipping, delivery, payment, review; prices held 5 minutes from here. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const cart = useCart();
  const user = useSession((s) => s.user);
  const checkout = useCheckout();
  const selected = cart.lines.filter((l) => l.selected && l.isActive);
  const price = usePriceLock(
    selected.map((l) => requestOf({ ...l, selected: true })),
    Boolean(user) && !cart.isPending,
  );
  const charges = useOrderCharges(price);

  // The furthest step the shopper may be on: each step needs the ones before it.
  const allowed: StepId = !user
    ? 'guest'
    : !checkout.shippingInfo
      ? 'shipping'
      : !checkout.flags.shippingConfirmed
        ? 'delivery'
        : !checkout.pageValidated.payment
          ? 'payment'
          : 'review';
  const index = (s: string | null) => STEPS.findIndex((x) => x.id === s);
  const requested = params.get('step');
  const step: StepId = index(requested) >= 1 && index(requested) <= index(allowed) ? (requested as StepId) : allowed;
  const current = STEPS[index(step)] ?? STEPS[0];
  const goTo = (next: StepId) => setParams(next === 'guest' ? {} : { step: next });

  // Moving between steps moves focus to the new step's heading, so it is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);

  // GA4's checkout events: begin_checkout once the order's lines are known, add_payment_info as the
  // payment step is done (its way of paying named).
  const items = selected.map(soldItemOf);
  const begun = useRef(false);
  const ready = !cart.isPending && selected.length > 0;
  const begin = useEffectEvent(() => track(ecommerceEvent('begin_checkout', items)));
  useEffect(() => {
    if (!ready || begun.current) return;
    begun.current = true;
    begin();
  }, [ready]);
  const paid = () => {
    track(ecommerceEvent('add_payment_info', items, readCheckout().paymentMode ?? undefined));
    goTo('review');
  };

  const empty = !cart.isPending && selected.length === 0;
  const lockError = price.isError
    ? isApiError(price.error) && price.error.status === 409
      ? price.error.message
      : 'We could not hold today’s prices for your order.'
    : null;

  return (
    <div className="page">
      <PageTitle title="Checkout" />
      {empty ? (
        <p>
          There is nothing selected in your cart to check out. <Link to="/cart/cart">Go to your cart</Link>.
        </p>
      ) : (
        <>
          <ol className={styles.steps} aria-label="Checkout steps">
            {STEPS.filter((s) => s.id !== 'guest' || !user || user.isGuest).map((s) => (
              <li key={s.id} aria-current={s.id === step ? 'step' : undefined}>
                {s.title}
              </li>
            ))}
          </ol>
          <div className={styles.layout}>
            <section aria-labelledby="step-title">
              <h2 id="step-title" ref={heading} tabIndex={-1}>
                {current.title}
              </h2>
              {lockError ? <LoadError message={`${lockError} Check your cart and try again.`} onRetry={price.retry} /> : null}
              {step === 'guest' ? <GuestStep onDone={() => goTo('shipping')} /> : null}
              {step === 'shipping' ? <ShippingStep onDone={() => goTo('delivery')} /> : null}
              {step === 'delivery' ? <DeliveryStep charges={charges} onDone={() => goTo('payment')} /> : null}
              {step === 'payment' ? <PaymentStep charges={charges} onDone={paid} /> : null}
              {step === 'review' ? <ReviewStep price={price} charges={charges} goTo={goTo} /> : null}
            </section>
            <aside aria-label="Order summary">
              {price.lock ? (
                <OrderSummary price={price} charges={charges} method={checkout.paymentMode} />
              ) : (
                <p role="status">{user && !lockError ? 'Holding today’s prices for your order…' : ''}</p>
              )}
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
