import { Link, useParams } from 'react-router';
import { getGetCustomerSalesOrderDetailsQueryOptions, useGetCustomerSalesOrderDetails } from '@generated/hooks/customer/customer';
import { isApiError, type LoadableQuery, type RouteLoaderArgs } from '@/api';
import { lineAmount } from '@/domain/account/sell-orders';
import { formatUsd } from '@/domain/money';
import { useCustomerOnly } from '@/features/session';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { TableScroll } from '@/ui/table-scroll';
import styles from '../account.module.css';
import { formatDate, formatNumber } from '@/domain/format';

/** The sales order, loaded with the customer's session. */
export const customerQueries = ({ params }: RouteLoaderArgs): LoadableQuery[] =>
  params.invoice ? [getGetCustomerSalesOrderDetailsQueryOptions({ customerInvoice: params.invoice })] : [];

/** /myaccounts/sales-orders/:invoice: one sales order and what was paid for each item (GetCustomerSalesOrderDetails). */
export function Component() {
  const { invoice = '' } = useParams();
  const isLoggedIn = useCustomerOnly();
  const query = useGetCustomerSalesOrderDetails({ customerInvoice: invoice }, { query: { enabled: isLoggedIn, retry: false } });
  const order = query.data?.data;
  const missing = isApiError(query.error) && query.error.status === 404;
  return (
    <div className="page">
      <PageTitle title={`Sales order ${invoice}`} />
      <p>
        <Link to="/myaccounts/sales-orders">All sales orders</Link>
      </p>
      {query.isLoading ? <p>Loading the sales order…</p> : null}
      {missing ? <p role="alert">There is no sales order {invoice} on your account.</p> : null}
      {query.isError && !missing ? <LoadError message="The sales order could not be loaded." onRetry={() => query.refetch()} /> : null}
      {order ? (
        <>
          <dl className={styles.details}>
            <div>
              <dt>Date</dt>
              <dd>{formatDate(new Date(order.createdAt))}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{order.status}</dd>
            </div>
            <div>
              <dt>Total paid to you</dt>
              <dd>{formatUsd(order.total)}</dd>
            </div>
          </dl>
          <TableScroll label={`Items of ${order.customerInvoice}`}>
            <table>
              <caption className="visually-hidden">Items of {order.customerInvoice}</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Metal</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Troy oz each</th>
                  <th scope="col">Price each</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {(order.items ?? []).map((item, i) => {
                  const amount = lineAmount(item);
                  return (
                    <tr key={`${item.description}-${i}`}>
                      <th scope="row">{item.description}</th>
                      <td>{item.metal}</td>
                      <td>{item.quantity}</td>
                      <td>{item.ouncesPerUnit === undefined ? 'Not given' : formatNumber(item.ouncesPerUnit)}</td>
                      <td>{item.offeredPrice === null || item.offeredPrice === undefined ? 'Not given' : formatUsd(item.offeredPrice)}</td>
                      <td>{amount === null ? 'Not given' : formatUsd(amount)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
    </div>
  );
}
