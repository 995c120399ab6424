import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { useGetCustomerOrder, useGetCustomerOrderDetails } from '@generated/hooks/customer-order/customer-order';
import { useGetStateSaleTax } from '@generated/hooks/ui/ui';
import type { Address } from '@generated/hooks/model';
import type { AddressData } from '@/domain/checkout/checkout-state';
import { addressSchema, formatPhone, type AddressValues } from '@/domain/validation';
import { updateCheckout, useCheckout, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { AddressFields, type AddressFormValues } from './address-fields';
import styles from './checkout.module.css';

const schema = z.object({ shipping: addressSchema, billingSame: z.boolean(), billing: z.unknown() }).superRefine((v, ctx) => {
  if (v.billingSame) return;
  for (const issue of addressSchema.safeParse(v.billing).error?.issues ?? [])
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['billing', ...issue.path] });
});

const blank: AddressValues = {
  addressName: 'Home',
  firstName: '',
  lastName: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
};
const toForm = (a: AddressData | Address | null | undefined, name = 'Home'): AddressValues =>
  a
    ? {
        addressName: name,
        firstName: a.firstName,
        lastName: a.lastName,
        company: a.company ?? '',
        line1: a.line1,
        line2: a.line2 ?? '',
        city: a.city,
        state: a.state,
        zip: a.zip,
        phone: a.phone ? formatPhone(a.phone) : '',
      }
    : blank;
const toAddress = (v: AddressValues): AddressData => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  company: v.company.trim() || null,
  line1: v.line1.trim(),
  line2: v.line2.trim() || null,
  city: v.city.trim(),
  state: v.state ?? '',
  zip: v.zip.trim(),
  country: 'US',
  phone: v.phone.replace(/\D/g, ''),
});

function flatten(errors: FieldErrors<AddressFormValues>): { fieldId: string; message: string }[] {
  const out: { fieldId: string; message: string }[] = [];
  for (const prefix of ['shipping', 'billing'] as const) {
    for (const [field, e] of Object.entries(errors[prefix] ?? {}))
      if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string')
        out.push({ fieldId: `${prefix}-${field}`, message: e.message });
  }
  return out;
}

/** The shipping address, the customer's last address offered, and billing the same or its own. */
export function ShippingStep({ onDone }: { onDone: () => void }) {
  const checkout = useCheckout();
  const customer = useSession((s) => s.customerInfo);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const states = useGetStateSaleTax({ query: { staleTime: 3_600_000 } }).data?.data ?? [];
  const orders = useGetCustomerOrder({ query: { enabled: isLoggedIn } });
  const lastInvoice = orders.data?.data[0]?.invoice;
  const last = useGetCustomerOrderDetails({ invoice: lastInvoice ?? '' }, { query: { enabled: Boolean(lastInvoice) } }).data?.data
    .shippingAddress;
  const [attempt, setAttempt] = useState(0);
  const initial = checkout.shippingInfo
    ? toForm(checkout.shippingInfo)
    : {
        ...blank,
        firstName: customer?.firstName ?? '',
        lastName: customer?.lastName ?? '',
        phone: customer?.mobNo ? formatPhone(customer.mobNo) : '',
      };
  const { register, handleSubmit, control, reset, getValues, formState } = useForm<AddressFormValues>({
    shouldFocusError: false,
    resolver: zodResolver(schema) as never,
    defaultValues: { shipping: initial, billingSame: checkout.billingSameAsShipping, billing: toForm(checkout.billingInfo) },
  });
  const billingSame = useWatch({ control, name: 'billingSame' });
  const onSubmit = handleSubmit(
    (v) => {
      const shippingInfo = toAddress(v.shipping);
      updateCheckout((c) => ({
        ...c,
        shippingInfo,
        billingSameAsShipping: v.billingSame,
        billingInfo: v.billingSame ? shippingInfo : toAddress(v.billing),
        // A new destination changes shipping and tax: what was authorised no longer applies.
        authorizationId: null,
        flags: { ...c.flags, shippingConfirmed: false, cardAuthorized: false },
      }));
      onDone();
    },
    () => setAttempt((n) => n + 1),
  );
  return (
    <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="step-title">
      <ErrorSummary errors={flatten(formState.errors)} focusKey={attempt} />
      {last ? (
        <div className={styles.panel}>
          <p>
            Your last order went to {last.firstName} {last.lastName}, {last.line1}, {last.city}, {last.state} {last.zip}.
          </p>
          <Button variant="secondary" onClick={() => reset({ ...getValues(), shipping: toForm(last) })}>
            Use this address
          </Button>
        </div>
      ) : null}
      <AddressFields prefix="shipping" legend="Shipping address" register={register} errors={formState.errors.shipping} states={states} />
      <label className={styles.choice}>
        <input type="checkbox" {...register('billingSame')} />
        Billing address is the same as shipping
      </label>
      {billingSame ? null : (
        <AddressFields
          prefix="billing"
          legend="Billing address"
          register={register}
          errors={formState.errors.billing as FieldErrors<AddressValues> | undefined}
          states={states}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit">Continue to delivery</Button>
      </div>
    </form>
  );
}
