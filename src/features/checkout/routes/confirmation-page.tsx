import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAddCouponForBullionPurchases } from '@generated/hooks/product/product';
import { useGetCustomerOrderDetails } from '@generated/hooks/customer-order/customer-order';
import type { Coupon, OrderDetail } from '@generated/hooks/model';
import { formatUsd } from '@/domain/money';
import { useSession } from '@/features/session';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/checkout.module.css';
import { WIRE_INSTRUCTIONS } from '../components/payment-step';

function nextSteps(o: OrderDetail): string[] {
  switch (o.paymentMethod) {
    case 'eCheck':
      return [
        'We draw the eCheck from your account within 1 business day.',
        'Your order ships once the eCheck clears, usually within 5 business days; we email the tracking number.',
      ];
    case 'Wire':
      return [
        `Wire ${formatUsd(o.grandTotal)} within 1 business day, with ${o.invoice} as the reference.`,
        ...WIRE_INSTRUCTIONS.slice(0, 4),
        'Your order ships once the wire arrives; we email the tracking number.',
      ];
    default:
      return [
        `Your ${o.paymentMethod === 'PayPal' ? 'PayPal' : 'card'} payment of ${formatUsd(o.grandTotal)} is authorised and is charged when the order ships.`,
        'Orders paid by card ship within 2 business days; we email the tracking number.',
      ];
  }
}

/** /checkout/confirmation/{invoice}: the invoice number, what was ordered and paid, what happens next, a thank-you coupon. */
export function Component() {
  const { invoice = '' } = useParams();
  const location = useLocation();
  const state = location.state as { order?: OrderDetail; thanks?: Coupon | null } | null;
  const fromCheckout = state?.order;
  const hasSession = useSession((s) => Boolean(s.user));
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const query = useGetCustomerOrderDetails({ invoice }, { query: { enabled: hasSession && !fromCheckout } });
  const order = fromCheckout ?? query.data?.data;
  const coupon = useAddCouponForBullionPurchases();
  const { mutate } = coupon;
  // Checkout brings the coupon along; a customer who reloads the page asks for it again (it is the same coupon).
  const brought = state?.thanks;
  useEffect(() => {
    if (order && !brought && hasSession) mutate({ params: { invoice: order.invoice } });
  }, [order, brought, hasSession, mutate]);

  if (!order) {
    return (
      <div className="page">
        <PageTitle title={`Order ${invoice}`} />
        <p>
          {query.isLoading ? (
            'Loading your order…'
          ) : (
            <>
              Your order {invoice} has been placed. <Link to="/orders/track-order">Track it</Link> with the email and zip code of the order.
            </>
          )}
        </p>
      </div>
    );
  }
  const thanks = brought ?? coupon.data?.data;
  return (
    <div className="page">
      <PageTitle title="Thank you for your order" />
      <section className={styles.panel} aria-labelledby="placed-title">
        <h2 id="placed-title">Order {order.invoice} is placed</h2>
        <p>
          {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}, total <strong>{formatUsd(order.grandTotal)}</strong> by{' '}
          {order.paymentMethod === 'Wire' ? 'bank wire' : order.paymentMethod}. A confirmation is on its way to {order.emailId}.
        </p>
        <ul>
          {order.lines.map((l) => (
            <li key={`${l.productId}|${l.productInventorySource ?? ''}|${l.size ?? ''}`}>
              {l.quantity} × {l.productName} at {formatUsd(l.unitPrice)}
            </li>
          ))}
        </ul>
        <h3>What happens next</h3>
        <ol>
          {nextSteps(order).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        {thanks ? (
          <p>
            Thank you: use the code <strong>{thanks.couponCode}</strong> for{' '}
            {thanks.description?.toLowerCase() ?? 'a discount on your next order'}.
          </p>
        ) : null}
        <p>
          {isLoggedIn ? (
            <Link to={`/orders/orderdetails/${encodeURIComponent(order.invoice)}`}>See the order in your order history</Link>
          ) : (
            <Link to="/orders/track-order">Track your order</Link>
          )}
          {' · '}
          <Link to="/">Continue shopping</Link>
        </p>
      </section>
    </div>
  );
}
