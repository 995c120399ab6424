import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs, type RouterContextProvider } from 'react-router';
import { getGetStateSaleTaxQueryOptions } from '@generated/hooks/ui/ui';
import { isApiError, loadQueries, routeDataContext, WHICH_FORM, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { toCents } from '@/domain/checkout/charges';
import { CHECKOUT_COOKIE, decodeProgress } from '@/domain/checkout/checkout-cookie';
import { renderedCart, requestOf, soldItemOf, useCart } from '@/features/cart';
import { readCheckout, RENDERED_CHECKOUT_KEY, useCheckout, useShopper } from '@/features/session';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/checkout.module.css';
import { DeliveryStep } from '../components/delivery-step';
import { GuestStep } from '../components/guest-step';
import { OrderSummary } from '../components/order-summary';
import { PaymentStep } from '../components/payment-step';
import { ReviewStep } from '../components/review-step';
import { ShippingStep } from '../components/shipping-step';
import {
  CHECKOUT_FORMS,
  deliveryAction,
  guestAction,
  paymentAction,
  placeAction,
  shippingAction,
  type CheckoutAnswer,
} from '../checkout-forms';
import { chosenOption, shippingOptionsQuery, taxQuery, useOrderCharges } from '../hooks/use-order-charges';
import { usePriceLock } from '../hooks/use-price-lock';
import { priceLockQuery } from '../queries';
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

/**
 * On the server, the checkout at the step the shopper is on, whole, so it works without script: their cart
 * and the checkout's progress (its cookie), the states, and once someone is checking out (a customer, or a
 * guest who gave their email) today's prices held for the lines selected, then the carriers and the tax
 * for the address chosen, each asked as the page asks it. In the browser the page asks for them itself.
 */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const routeData = context.get(routeDataContext);
  const { server, queryClient } = routeData;
  if (!server) return null;
  const progress = decodeProgress(server.cookie(CHECKOUT_COOKIE));
  queryClient.setQueryData(RENDERED_CHECKOUT_KEY, progress);
  const cart = renderedCart(routeData);
  await loadQueries(context, [...cart.queries, getGetStateSaleTaxQueryOptions()]);
  const lines = cart.selected();
  if (!(server.customer ?? server.guest) || lines.length === 0) return null;
  // Kept for the page's render: the browser drops a lock no page shows at once.
  const lockQuery = { ...priceLockQuery(lines), gcTime: Infinity };
  await loadQueries(context, [lockQuery]);
  const lock = queryClient.getQueryData(lockQuery.queryKey)?.data ?? null;
  const address = progress?.shippingInfo ?? null;
  if (!lock || !address) return null;
  const coupon = cart.coupon();
  const carriers = shippingOptionsQuery(lock, address, coupon);
  await loadQueries(context, [carriers]);
  const chosen = chosenOption(queryClient.getQueryData(carriers.queryKey)?.data.options ?? [], progress?.shippingMethod ?? '');
  if (!chosen) return null;
  await loadQueries(
    context,
    [true, false].map((byCheck) => taxQuery(lock, address, coupon, toCents(chosen.charge), byCheck)),
  );
  return null;
}

/**
 * Each step's form, the page's route action: run in the browser, or on the server for a form sent without
 * script (or before it arrived). Taken, the shopper goes on to the next step; refused, the step shows why.
 */
export async function action({ request, context }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  const form = (await request.clone().formData()).get(WHICH_FORM);
  const routeData = context.get(routeDataContext);
  if (form === CHECKOUT_FORMS.guest) return guestAction(request, routeData);
  if (form === CHECKOUT_FORMS.shipping) return shippingAction(request, routeData);
  if (form === CHECKOUT_FORMS.delivery) return deliveryAction(request, routeData);
  if (form === CHECKOUT_FORMS.payment) return paymentAction(request, routeData);
  if (form === CHECKOUT_FORMS.place) return placeAction(request, routeData, context);
  return null;
}

/** /checkout: guest or customer, shipping, delivery, payment, review; prices held 5 minutes from here. */
export function Component() {
  const [params] = useSearchParams();
  const cart = useCart();
  const user = useShopper();
  const checkout = useCheckout();
  const answer = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get(WHICH_FORM) : null;
  const refused = <F extends CheckoutAnswer['form']>(form: F) =>
    answer && 'form' in answer && answer.form === form ? (answer as Extract<CheckoutAnswer, { form: F }>) : null;
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
  const paid = useEffectEvent(() => track(ecommerceEvent('add_payment_info', items, readCheckout().paymentMode ?? undefined)));

  // Moving between steps moves focus to the new step's heading, so it is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus();
    if (shown.current === 'payment' && step === 'review') paid();
    shown.current = step;
  }, [step]);

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
              {step === 'guest' ? <GuestStep state={refused(CHECKOUT_FORMS.guest)} busy={sending === CHECKOUT_FORMS.guest} /> : null}
              {step === 'shipping' ? (
                <ShippingStep state={refused(CHECKOUT_FORMS.shipping)} busy={sending === CHECKOUT_FORMS.shipping} />
              ) : null}
              {step === 'delivery' ? (
                <DeliveryStep charges={charges} state={refused(CHECKOUT_FORMS.delivery)} busy={sending === CHECKOUT_FORMS.delivery} />
              ) : null}
              {step === 'payment' ? (
                <PaymentStep charges={charges} state={refused(CHECKOUT_FORMS.payment)} busy={sending === CHECKOUT_FORMS.payment} />
              ) : null}
              {step === 'review' ? (
                <ReviewStep price={price} charges={charges} state={refused(CHECKOUT_FORMS.place)} busy={sending === CHECKOUT_FORMS.place} />
              ) : null}
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
