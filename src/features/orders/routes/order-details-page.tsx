import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  getGetCustomerOrderDetailsQueryOptions,
  getGetInvoiceQueryOptions,
  useGetCustomerOrderDetails,
} from '@generated/hooks/customer-order/customer-order';
import type { Address } from '@generated/hooks/model';
import { isApiError, type LoadableQuery, type RouteLoaderArgs } from '@/api';
import { trackingUrl } from '@/domain/messages/messages';
import { formatUsd } from '@/domain/money';
import { formatPhone } from '@/domain/validation';
import { useCustomerOnly } from '@/features/session';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { NotFound } from '@/ui/not-found';
import { PageTitle } from '@/ui/page-title';
import { saveFile } from '@/ui/save-file';
import { toast } from '@/ui/toast/toast-store';
import styles from '../components/orders.module.css';
import { formatDate, formatDateTime } from '@/domain/format';

export const INVOICE_FAILED = 'Failed to download invoice';

function AddressBlock({ a }: { a: Address }) {
  return (
    <p>
      {a.firstName} {a.lastName}
      {a.company ? <>, {a.company}</> : null}
      <br />
      {a.line1}
      {a.line2 ? `, ${a.line2}` : ''}
      <br />
      {a.city}, {a.state} {a.zip}
      {a.phone ? (
        <>
          <br />
          {formatPhone(a.phone)}
        </>
      ) : null}
    </p>
  );
}

/** The order's details, loaded with the customer's session. */
export const customerQueries = ({ params }: RouteLoaderArgs): LoadableQuery[] =>
  params.invoice ? [getGetCustomerOrderDetailsQueryOptions({ invoice: params.invoice })] : [];

/** /orders/orderdetails/{invoice}: lines, charges, payment, shipping, status history, tracking and the invoice. */
export function Component() {
  const { invoice = '' } = useParams();
  const isLoggedIn = useCustomerOnly();
  const query = useGetCustomerOrderDetails(
    { invoice },
    { query: { enabled: isLoggedIn && invoice !== '', retry: (n, e) => !(isApiError(e) && e.status === 404) && n < 2 } },
  );
  const queryClient = useQueryClient();
  // The invoice PDF through the API (bearer), saved as a file named after the invoice; read with the
  // generated options and not kept in the cache (gcTime 0), since it is saved, not shown.
  const download = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...getGetInvoiceQueryOptions(invoice), gcTime: 0 }),
    onSuccess: (pdf) => saveFile(pdf, `${invoice}.pdf`),
    onError: () => toast.error(INVOICE_FAILED),
  });
  if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <NotFound />;
  const o = query.data?.data;
  if (!o) {
    return (
      <div className="page">
        <PageTitle title={`Order ${invoice}`} />
        {query.isError ? (
          <LoadError message="We could not load this order." onRetry={query.refetch} />
        ) : (
          <p role="status">Loading the order…</p>
        )}
      </div>
    );
  }
  const link = trackingUrl(o.carrierCode ?? null, o.trackingNo ?? null);

  return (
    <div className="page">
      <PageTitle title={`Order ${o.invoice}`} />
      <p>
        <span className={styles.status}>{o.status}</span> Placed {formatDateTime(new Date(o.orderDate))}.{' '}
        <Link to="/orders/order-history">All orders</Link>
      </p>
      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="items-title">
          <h2 id="items-title">Items</h2>
          <ul className={styles.lines}>
            {o.lines.map((l) => (
              <li key={`${l.productId}|${l.productInventorySource ?? ''}|${l.size ?? ''}`}>
                <img src={l.imagePath} alt="" width={56} height={56} />
                <span>
                  {l.productNameWithHypen ? (
                    <Link to={`/product/${l.productId}/${l.productNameWithHypen}`}>{l.productName}</Link>
                  ) : (
                    l.productName
                  )}
                  <br />
                  {l.quantity} × {formatUsd(l.unitPrice)}
                </span>
                <span>{formatUsd(Math.round(l.unitPrice * 100 * l.quantity) / 100)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="charges-title">
          <h2 id="charges-title">Charges</h2>
          <table className={styles.table}>
            <caption className="visually-hidden">What the order cost</caption>
            <tbody>
              <tr>
                <th scope="row">Items</th>
                <td className={styles.num}>{formatUsd(o.subTotal)}</td>
              </tr>
              {o.surcharge ? (
                <tr>
                  <th scope="row">Card/PayPal surcharge (4.2%)</th>
                  <td className={styles.num}>{formatUsd(o.surcharge)}</td>
                </tr>
              ) : null}
              {o.amountCRFromCoupon ? (
                <tr>
                  <th scope="row">Coupon</th>
                  <td className={styles.num}>−{formatUsd(o.amountCRFromCoupon)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">Shipping</th>
                <td className={styles.num}>{o.shippingCharges ? formatUsd(o.shippingCharges) : 'Free'}</td>
              </tr>
              {o.giftWrapCharge ? (
                <tr>
                  <th scope="row">Gift wrap</th>
                  <td className={styles.num}>{formatUsd(o.giftWrapCharge)}</td>
                </tr>
              ) : null}
              {o.signatureCharge ? (
                <tr>
                  <th scope="row">Signature confirmation</th>
                  <td className={styles.num}>{formatUsd(o.signatureCharge)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">Tax</th>
                <td className={styles.num}>{formatUsd(o.tax)}</td>
              </tr>
              <tr>
                <th scope="row">Total</th>
                <td className={styles.num}>
                  <strong>{formatUsd(o.grandTotal)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
          <p>Paid by {o.paymentMethod === 'Wire' ? 'bank wire' : o.paymentMethod}.</p>
          <Button variant="secondary" onClick={() => download.mutate()} busy={download.isPending}>
            Download the invoice (PDF)
          </Button>
        </section>
        <section className={styles.panel} aria-labelledby="shipping-title">
          <h2 id="shipping-title">Shipping</h2>
          <AddressBlock a={o.shippingAddress} />
          <p>
            {o.shippingMethod === 'express'
              ? 'FedEx 2Day'
              : o.shippingMethod === 'usps-priority'
                ? 'USPS Priority Mail'
                : 'Standard (fully insured)'}
            {o.shipToDepository ? ', to a depository' : ''}
            {o.signatureConfirmation ? ', signature confirmation' : ''}
            {o.isGiftWrap ? ', gift wrapped' : ''}.
          </p>
          {o.orderNote ? <p>Note: {o.orderNote}</p> : null}
          {o.trackingNo ? (
            <p>
              Shipped {o.shipDate ? formatDate(new Date(`${o.shipDate}T12:00:00Z`), 'medium', 'utc') : ''} by {o.carrierCode}, tracking
              number {o.trackingNo}.{' '}
              {link ? (
                <a href={link} rel="noreferrer">
                  Track the parcel on the {o.carrierCode} site
                </a>
              ) : null}
            </p>
          ) : (
            <p>Not shipped yet.</p>
          )}
          {o.billingAddress ? (
            <>
              <h3>Billing address</h3>
              <AddressBlock a={o.billingAddress} />
            </>
          ) : null}
        </section>
        <section className={styles.panel} aria-labelledby="history-title">
          <h2 id="history-title">Status history</h2>
          <ol className={styles.history}>
            {(o.statusHistory ?? [{ status: o.status, at: o.orderDate }]).map((h) => (
              <li key={`${h.status}-${h.at}`}>
                {h.status}, {formatDateTime(new Date(h.at))}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
