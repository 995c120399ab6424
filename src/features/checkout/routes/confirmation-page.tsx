import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { getGetCustomerOrderDetailsQueryOptions, useGetCustomerOrderDetails } from '@generated/hooks/customer-order/customer-order';
import type { Coupon, OrderDetail } from '@generated/hooks/model';
import { loadQueries, routeDataContext, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { formatUsd } from '@/domain/money';
import { useShopper, useSignedIn } from '@/features/session';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/checkout.module.css';
import { WIRE_INSTRUCTIONS } from '../components/payment-step';
import { usePlacedPurchase } from '../hooks/use-placed-purchase';
import { thankYouQuery } from '../queries';

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

/**
 * On the server, for the shopper who placed it (a customer, or the guest whose checkout it was): the order
 * and its thank-you coupon, so the page arrives whole, as it does after an order placed without script.
 */
export async function loader({ context, params }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const { server } = context.get(routeDataContext);
  const invoice = params.invoice ?? '';
  if (!server || !(server.customer ?? server.guest) || !invoice) return null;
  await loadQueries(context, [getGetCustomerOrderDetailsQueryOptions({ invoice }), thankYouQuery(invoice)]);
  return null;
}

/** /checkout/confirmation/{invoice}: the invoice number, what was ordered and paid, what happens next, a thank-you coupon. */
export function Component() {
  const { invoice = '' } = useParams();
  const location = useLocation();
  const state = location.state as { order?: OrderDetail; thanks?: Coupon | null } | null;
  const fromCheckout = state?.order;
  const hasSession = Boolean(useShopper());
  const isLoggedIn = useSignedIn();
  const query = useGetCustomerOrderDetails({ invoice }, { query: { enabled: hasSession && !fromCheckout } });
  const order = fromCheckout ?? query.data?.data;
  // Checkout brings the coupon along; otherwise it is asked for (it is the same coupon each time).
  const brought = state?.thanks;
  const coupon = useQuery({ ...thankYouQuery(invoice), enabled: hasSession && !brought && Boolean(order) });
  usePlacedPurchase(order);

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
