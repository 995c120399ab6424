import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTrackCustomerOrder } from '@generated/hooks/customer-order/customer-order';
import { trackCustomerOrderQueryParams } from '@generated/zod/customer-order/customer-order.zod';
import { isApiError, serverMessage, useFormMutation } from '@/api';
import { trackingUrl } from '@/domain/messages/messages';
import { formatUsd } from '@/domain/money';
import { trackOrderSchema, type TrackOrderValues } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/content.module.css';
import { formatDate as writeDate } from '@/domain/format';

const formatDate = (iso: string) => writeDate(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso), 'long');

/** Held to the contract's limits for TrackCustomerOrder (an invoice number of at most 40 characters), with the same numbers. */
const schema = withinContract(trackOrderSchema, trackCustomerOrderQueryParams);

/** /orders/track-order: an order's state by invoice number, email and zip code, no login. */
export function Component() {
  const { register, handleSubmit, setError, formState } = useForm<TrackOrderValues>({
    resolver: zodResolver(schema),
    defaultValues: { invoiceNumber: '', emailId: '', zipCode: '' },
  });
  const errors = formState.errors;
  const track = useFormMutation(useTrackCustomerOrder(), setError, ['invoiceNumber', 'emailId', 'zipCode'], (error) =>
    isApiError(error) && error.status === 404
      ? 'No order matches that invoice number, email and zip code. Check them against your order confirmation.'
      : serverMessage(error),
  );
  const onSubmit = handleSubmit(
    async (v) =>
      void (await track.submit({
        params: { invoiceNumber: v.invoiceNumber.trim(), emailId: v.emailId.trim(), zipCode: v.zipCode.trim() },
      })),
  );
  const order = track.data?.data ?? null;
  const link = order ? trackingUrl(order.carrierCode ?? null, order.trackingNo ?? null) : null;

  return (
    <div className="page">
      <PageTitle title="Track an order" />
      <p>Enter the invoice number from your order confirmation with the email and zip code of the order. You do not need to sign in.</p>
      <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-label="Track an order">
        <p role="alert" className={styles.formError}>
          {track.error}
        </p>
        <TextField label="Invoice number" required error={errors.invoiceNumber?.message} {...register('invoiceNumber')} />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={errors.emailId?.message}
          {...register('emailId')}
        />
        <TextField
          label="Zip code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
        <Button type="submit" busy={formState.isSubmitting}>
          Track order
        </Button>
      </form>
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
