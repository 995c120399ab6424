import { Form, type ActionFunctionArgs } from 'react-router';
import { trackCustomerOrder } from '@generated/hooks/customer-order/customer-order';
import { trackCustomerOrderQueryParams } from '@generated/zod/customer-order/customer-order.zod';
import { formAction, isApiError, serverMessage, useFormAction } from '@/api';
import { trackingUrl } from '@/domain/messages/messages';
import { formatUsd } from '@/domain/money';
import { trackOrderSchema } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/content.module.css';
import { formatDate as writeDate } from '@/domain/format';

const formatDate = (iso: string) => writeDate(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso), 'long');

/** Held to the contract's limits for TrackCustomerOrder (an invoice number of at most 40 characters), with the same numbers. */
const schema = withinContract(trackOrderSchema, trackCustomerOrderQueryParams);

const FIELDS = [
  { name: 'invoiceNumber', id: 'track-invoice' },
  { name: 'emailId', id: 'track-email' },
  { name: 'zipCode', id: 'track-zip' },
] as const;

/** The form's send: posted to the page, so an email and zip code never reach an address (the history, a log, the page views). */
export function action({ request }: ActionFunctionArgs) {
  return formAction(
    request,
    schema,
    (v) => trackCustomerOrder({ invoiceNumber: v.invoiceNumber.trim(), emailId: v.emailId.trim(), zipCode: v.zipCode.trim() }),
    {
      fields: FIELDS.map((f) => f.name),
      message: (error) =>
        isApiError(error) && error.status === 404
          ? 'No order matches that invoice number, email and zip code. Check them against your order confirmation.'
          : serverMessage(error),
    },
  );
}

/** /orders/track-order: an order's state by invoice number, email and zip code, no login. */
export function Component() {
  const { state, busy } = useFormAction<typeof action>();
  const errors = state?.fieldErrors ?? {};
  const typed = state?.values ?? {};
  const summary = FIELDS.flatMap((f) => (errors[f.name] ? [{ fieldId: f.id, message: errors[f.name] ?? '' }] : []));
  const order = state?.result?.data ?? null;
  const link = order ? trackingUrl(order.carrierCode ?? null, order.trackingNo ?? null) : null;

  return (
    <div className="page">
      <PageTitle title="Track an order" />
      <p>Enter the invoice number from your order confirmation with the email and zip code of the order. You do not need to sign in.</p>
      <Form method="post" noValidate className={styles.form} aria-label="Track an order">
        <ErrorSummary errors={summary} focusKey={state ?? 0} />
        <p role="alert" className={styles.formError}>
          {state?.formError}
        </p>
        <TextField
          id="track-invoice"
          name="invoiceNumber"
          label="Invoice number"
          required
          defaultValue={typed.invoiceNumber}
          error={errors.invoiceNumber}
        />
        <TextField
          id="track-email"
          name="emailId"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed.emailId}
          error={errors.emailId}
        />
        <TextField
          id="track-zip"
          name="zipCode"
          label="Zip code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          defaultValue={typed.zipCode}
          error={errors.zipCode}
        />
        <Button type="submit" busy={busy}>
          Track order
        </Button>
      </Form>
      <div role="status" aria-live="polite">
        {order ? (
          <section className={styles.result} aria-labelledby="tracked-title">
            <h2 id="tracked-title">Order {order.invoice}</h2>
            <p>
              <strong>{order.status}</strong>. Ordered {formatDate(order.orderDate)}
              {order.shipDate ? `, shipped ${formatDate(order.shipDate)}` : ''}.
            </p>
            {order.trackingNo ? (
              <p>
                {order.carrierCode} tracking number {order.trackingNo}
                {link ? (
                  <>
                    {' '}
                    —{' '}
                    <a href={link} rel="noreferrer">
                      follow the parcel on the {order.carrierCode} site
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            {order.lines?.length ? (
              <ul>
                {order.lines.map((l) => (
                  <li key={`${l.productId}-${l.productName}`}>
                    {l.quantity} × {l.productName} at {formatUsd(l.unitPrice)}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
