import { Link, useSearchParams } from 'react-router';
import { getGetCustomerOrderQueryOptions, useGetCustomerOrder } from '@generated/hooks/customer-order/customer-order';
import type { OrderStatus } from '@generated/hooks/model';
import type { LoadableQuery } from '@/api';
import { formatUsd } from '@/domain/money';
import { useCustomerOnly } from '@/features/session';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { TableScroll } from '@/ui/table-scroll';
import styles from '../components/orders.module.css';
import { compareText, formatDate } from '@/domain/format';
import { NEW_PAGE_STATE } from '@/ui/new-page-state';

export const PAGE_SIZE = 10;
const STATUSES: OrderStatus[] = ['Pending Payment', 'Payment Received', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];

/** The customer's orders, loaded with their session (on the server, the page arrives listing them). */
export const customerQueries = (): LoadableQuery[] => [getGetCustomerOrderQueryOptions()];

/** /orders/order-history: the customer's orders, newest first, 10 a page, filtered by status and invoice. */
export function Component() {
  const isLoggedIn = useCustomerOnly();
  const [params, setParams] = useSearchParams();
  const orders = useGetCustomerOrder({ query: { enabled: isLoggedIn } });

  const status = params.get('status') ?? '';
  const invoice = (params.get('invoice') ?? '').trim().toUpperCase();
  const all = [...(orders.data?.data ?? [])].sort((a, b) => compareText(b.orderDate, a.orderDate));
  const shown = all.filter((o) => (!status || o.status === status) && (!invoice || o.invoice.toUpperCase().includes(invoice)));
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), pages);
  const rows = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };

  return (
    <div className="page">
      <PageTitle title="Order history" />
      <form className={styles.filters} role="search" aria-label="Find an order" onSubmit={(e) => e.preventDefault()}>
        <label>
          Status
          <select value={status} onChange={(e) => set('status', e.target.value)}>
            <option value="">All orders</option>
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Invoice number
          <input type="search" defaultValue={params.get('invoice') ?? ''} onChange={(e) => set('invoice', e.target.value)} />
        </label>
      </form>
      {orders.isError ? <LoadError message="We could not load your orders." onRetry={orders.refetch} /> : null}
      {orders.isPending ? <p role="status">Loading your orders…</p> : null}
      <p role="status" aria-live="polite">
        {orders.data
          ? shown.length
            ? `${shown.length} ${shown.length === 1 ? 'order' : 'orders'}${status || invoice ? ' match' : ''}.`
            : all.length
              ? 'No orders match. Clear the filters to see every order.'
              : 'You have not placed an order yet.'
          : ''}
      </p>
      {rows.length ? (
        <TableScroll label="Your orders">
          <table className={styles.table}>
            <caption className="visually-hidden">Your orders, newest first{pages > 1 ? `, page ${page} of ${pages}` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col" className={styles.num}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.invoice}>
                  <th scope="row">
                    <Link to={`/orders/orderdetails/${encodeURIComponent(o.invoice)}`}>{o.invoice}</Link>
                  </th>
                  <td data-label="Date">{formatDate(new Date(o.orderDate))}</td>
                  <td data-label="Status">{o.status}</td>
                  <td data-label="Payment">{o.paymentMethod === 'Wire' ? 'Bank wire' : o.paymentMethod}</td>
                  <td data-label="Total" className={styles.num}>
                    {formatUsd(o.grandTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Order pages" className={styles.pager}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
            n === page ? (
              <span key={n} aria-current="page">
                <span className="visually-hidden">Page </span>
                {n}
              </span>
            ) : (
              <Link key={n} to={pageLink(n)} state={NEW_PAGE_STATE}>
                <span className="visually-hidden">Page </span>
                {n}
              </Link>
            ),
          )}
        </nav>
      ) : null}
    </div>
  );
}
