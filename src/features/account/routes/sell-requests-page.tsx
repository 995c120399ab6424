import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  getGetSellToBoldOrdersQueryKey,
  getGetSellToBoldOrdersQueryOptions,
  getUpdateSellToBoldOrdersMutationOptions,
  useGetSellToBoldOrders,
} from '@generated/hooks/customer/customer';
import type { SellToBoldOrder } from '@generated/hooks/model';
import { isApiError, type LoadableQuery } from '@/api';
import { canAccept, canCancel, quotePerOunce, SELL_NEXT, totalOunces } from '@/domain/account/sell-orders';
import { formatUsd } from '@/domain/money';
import { useCustomerOnly } from '@/features/session';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { TableScroll } from '@/ui/table-scroll';
import styles from '../account.module.css';
import { compareText, formatDate, formatNumber } from '@/domain/format';

const PARAMS = { PageNumber: 0, Size: 500 };

function SellRequest({
  order,
  onChange,
  busy,
}: {
  order: SellToBoldOrder;
  onChange: (status: 'Accepted' | 'Cancelled') => Promise<void>;
  busy: boolean;
}) {
  const per = quotePerOunce(order.quotedTotal, order.items);
  const headingId = `stb-${order.referenceNumber}`;
  return (
    <article className={styles.request} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.watchName}>
        {order.referenceNumber} <span className={styles.status}>{order.status}</span>
      </h2>
      <p className={styles.statusLine}>
        Sent {formatDate(new Date(order.createdAt))}. {SELL_NEXT[order.status]}
      </p>
      <TableScroll label={`Items of ${order.referenceNumber}`}>
        <table>
          <caption className="visually-hidden">Items of {order.referenceNumber}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Metal</th>
              <th scope="col">Quantity</th>
              <th scope="col">Troy oz each</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, i) => (
              <tr key={`${item.description}-${i}`}>
                <th scope="row">{item.description}</th>
                <td>{item.metal}</td>
                <td>{item.quantity}</td>
                <td>{item.ouncesPerUnit === undefined ? 'Not given' : formatNumber(item.ouncesPerUnit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <dl className={styles.details}>
        <div>
          <dt>Total</dt>
          <dd>{formatNumber(totalOunces(order.items))} troy oz</dd>
        </div>
        <div>
          <dt>Our quote</dt>
          <dd>
            {order.quotedTotal === null || order.quotedTotal === undefined
              ? 'Not quoted yet'
              : `${formatUsd(order.quotedTotal)}${per === null ? '' : ` (${formatUsd(per)} per oz)`}`}
          </dd>
        </div>
      </dl>
      {canAccept(order.status) || canCancel(order.status) ? (
        <div className={styles.watchActions}>
          {canAccept(order.status) ? (
            <Button busy={busy} onClick={() => void onChange('Accepted')}>
              Accept the quote<span className="visually-hidden"> for {order.referenceNumber}</span>
            </Button>
          ) : null}
          <ConfirmDialog
            trigger={
              <Button variant="secondary">
                {order.status === 'Quoted' ? 'Decline the quote' : 'Cancel the request'}
                <span className="visually-hidden"> {order.referenceNumber}</span>
              </Button>
            }
            title={order.status === 'Quoted' ? `Decline the quote for ${order.referenceNumber}?` : `Cancel ${order.referenceNumber}?`}
            description="The request is cancelled and cannot be reopened; you can always send a new one."
            confirm={order.status === 'Quoted' ? 'Decline the quote' : 'Cancel the request'}
            cancel="Keep it"
            onConfirm={() => onChange('Cancelled')}
          />
        </div>
      ) : null}
    </article>
  );
}

/** The customer's sell requests, loaded with their session. */
export const customerQueries = (): LoadableQuery[] => [getGetSellToBoldOrdersQueryOptions(PARAMS)];

/**
 * /myaccounts/sell-requests: the customer's sell-to-us requests (GetSellToBoldOrders with their token),
 * each with its items and quote; a quote is accepted or declined (UpdateSellToBoldOrders).
 */
export function Component() {
  const isLoggedIn = useCustomerOnly();
  const query = useGetSellToBoldOrders(PARAMS, { query: { enabled: isLoggedIn } });
  const queryClient = useQueryClient();
  const orders = [...(query.data?.data ?? [])].sort((a, b) => compareText(b.createdAt, a.createdAt));
  const listKey = getGetSellToBoldOrdersQueryKey(PARAMS);
  // Accepting or cancelling a quote: the answer replaces that request in the list; a refusal has the list
  // asked for again, so it shows what the dealer holds. What is said is the mutation's own outcome.
  const update = useMutation(
    getUpdateSellToBoldOrdersMutationOptions({
      mutation: {
        onSuccess: (r) =>
          queryClient.setQueryData(
            listKey,
            (old: { data: SellToBoldOrder[] } | undefined) =>
              old && { ...old, data: old.data.map((o) => (o.referenceNumber === r.data.referenceNumber ? r.data : o)) },
          ),
        onError: () => void queryClient.invalidateQueries({ queryKey: listKey }),
      },
    }),
  );
  const asked = update.variables?.data;
  const said = !asked
    ? ''
    : update.isSuccess
      ? asked.status === 'Accepted'
        ? `Quote accepted for ${asked.referenceNumber}. ${SELL_NEXT.Accepted}`
        : `${asked.referenceNumber} is cancelled.`
      : update.error
        ? isApiError(update.error) && update.error.status === 400
          ? `${asked.referenceNumber}: ${update.error.message}`
          : `We could not update ${asked.referenceNumber}. Try again.`
        : '';
  const busy = update.isPending ? (asked?.referenceNumber ?? null) : null;
  const change = (order: SellToBoldOrder, status: 'Accepted' | 'Cancelled') =>
    update.mutateAsync({ data: { referenceNumber: order.referenceNumber, status } }).then(
      () => undefined,
      () => undefined,
    );

  return (
    <div className="page">
      <PageTitle title="Sell-to-us requests" />
      <p>
        Metal you asked us to buy, with our quotes. <Link to="/sell-to-us">Ask for a new quote</Link>.
      </p>
      <p role="status" className={styles.said}>
        {said}
      </p>
      {query.isLoading ? <p>Loading your requests…</p> : null}
      {query.isError ? <LoadError message="Your sell-to-us requests could not be loaded." onRetry={() => query.refetch()} /> : null}
      {query.isSuccess && orders.length === 0 ? <p>You have not asked us to buy anything yet.</p> : null}
      <div className={styles.requests}>
        {orders.map((o) => (
          <SellRequest key={o.referenceNumber} order={o} busy={busy === o.referenceNumber} onChange={(s) => change(o, s)} />
        ))}
      </div>
    </div>
  );
}
