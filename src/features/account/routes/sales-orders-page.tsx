import { Link } from 'react-router';
import {
  getGetCustomerInfoQueryOptions,
  getGetCustomerSalesOrdersQueryOptions,
  useGetCustomerSalesOrders,
} from '@generated/hooks/customer/customer';
import { loadQueries, routeDataContext, type LoadableQuery, type RouteLoaderArgs } from '@/api';
import { formatUsd } from '@/domain/money';
import { useCustomerOnly } from '@/features/session';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { TableScroll } from '@/ui/table-scroll';
import { compareText, formatDate } from '@/domain/format';
import { customerInfoQueries, useShownCustomerInfo, WithFreshCustomerInfo } from '../shown-customer-info';

/**
 * The customer's details, then their sales orders, which the API finds by the customer's email: on the
 * server both are waited for, so the page arrives with the list. In the browser the loader only starts
 * the details; the list is asked for once the page knows the email.
 */
export async function customerQueries({ context }: RouteLoaderArgs): Promise<LoadableQuery[]> {
  await loadQueries(context, customerInfoQueries());
  const emailId = context.get(routeDataContext).queryClient.getQueryData(getGetCustomerInfoQueryOptions().queryKey)?.data.emailId;
  return emailId ? [getGetCustomerSalesOrdersQueryOptions({ emailId })] : [];
}

/** /myaccounts/sales-orders: metal the customer sold to us and was paid for (GetCustomerSalesOrders), newest first. */
export function Component() {
  const isLoggedIn = useCustomerOnly();
  return (
    <WithFreshCustomerInfo enabled={isLoggedIn}>
      <SalesOrders isLoggedIn={isLoggedIn} />
    </WithFreshCustomerInfo>
  );
}

function SalesOrders({ isLoggedIn }: { isLoggedIn: boolean }) {
  const emailId = useShownCustomerInfo()?.emailId ?? '';
  const query = useGetCustomerSalesOrders({ emailId }, { query: { enabled: isLoggedIn && Boolean(emailId) } });
  const orders = [...(query.data?.data ?? [])].sort((a, b) => compareText(b.createdAt, a.createdAt));
  return (
    <div className="page">
      <PageTitle title="Sales orders" />
      <p>
        Metal you sold to us. <Link to="/myaccounts/sell-requests">Your sell-to-us requests</Link> show quotes still open.
      </p>
      {query.isLoading ? <p>Loading your sales orders…</p> : null}
      {query.isError ? <LoadError message="Your sales orders could not be loaded." onRetry={() => query.refetch()} /> : null}
      {query.isSuccess && orders.length === 0 ? <p>You have not sold metal to us yet.</p> : null}
      {orders.length ? (
        <TableScroll label="Sales orders">
          <table>
            <caption className="visually-hidden">Your sales orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Sales order</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.customerInvoice}>
                  <th scope="row">
                    <Link to={`/myaccounts/sales-orders/${encodeURIComponent(o.customerInvoice)}`}>{o.customerInvoice}</Link>
                  </th>
                  <td>{formatDate(new Date(o.createdAt))}</td>
                  <td>{o.status}</td>
                  <td>{formatUsd(o.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </div>
  );
}
