import { useState } from 'react';
import { Form } from 'react-router';
import { useGetCustomerOrder, useGetCustomerOrderDetails } from '@generated/hooks/customer-order/customer-order';
import { useGetStateSaleTax } from '@generated/hooks/ui/ui';
import type { FormState } from '@/api';
import { WHICH_FORM } from '@/api';
import { formatPhone, type AddressValues } from '@/domain/validation';
import { useCheckout, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { addressErrorsIn, addressIn, CHECKOUT_FORMS, SHIPPING_FIELDS, toForm, type ShippingField } from '../checkout-forms';
import { ADDRESS_KEYS, AddressFields } from './address-fields';
import styles from './checkout.module.css';

/** Every message of a refused form, in the form's order, each linked to its field. */
const summaryOf = (errors: Partial<Record<ShippingField, string>>) =>
  SHIPPING_FIELDS.flatMap((f) => (errors[f] ? [{ fieldId: f.replace('.', '-'), message: errors[f] }] : []));

/**
 * The shipping address, the customer's last address offered, and billing the same or its own: a form to
 * the checkout's action, taken with or without script. Refused, it comes back with what was typed, a
 * summary of every problem at the top (focused) and each field's message.
 */
export function ShippingStep({ state, busy }: { state: FormState<ShippingField, true> | null; busy: boolean }) {
  const checkout = useCheckout();
  const customer = useSession((s) => s.customerInfo);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const states = useGetStateSaleTax({ query: { staleTime: 3_600_000 } }).data?.data ?? [];
  const orders = useGetCustomerOrder({ query: { enabled: isLoggedIn } });
  const lastInvoice = orders.data?.data[0]?.invoice;
  const last = useGetCustomerOrderDetails({ invoice: lastInvoice ?? '' }, { query: { enabled: Boolean(lastInvoice) } }).data?.data
    .shippingAddress;
  // "Use this address" fills the shipping fields with the last order's (they are drawn again with it).
  const [chosen, setChosen] = useState<AddressValues | null>(null);
  const errors = state?.fieldErrors ?? {};
  const typed = state ? addressIn(state.values, 'shipping') : null;
  const shipping: AddressValues =
    chosen ??
    typed ??
    (checkout.shippingInfo
      ? toForm(checkout.shippingInfo)
      : {
          ...toForm(null),
          firstName: customer?.firstName ?? '',
          lastName: customer?.lastName ?? '',
          phone: customer?.mobNo ? formatPhone(customer.mobNo) : '',
        });
  const billing = state ? addressIn(state.values, 'billing') : toForm(checkout.billingSameAsShipping ? null : checkout.billingInfo);
  const billingSame = state ? Boolean(state.values.billingSame) : checkout.billingSameAsShipping;
  return (
    <Form method="post" noValidate className={styles.form} aria-labelledby="step-title">
      <ErrorSummary errors={summaryOf(errors)} focusKey={state ?? 0} />
      {last ? (
        <div className={styles.panel}>
          <p>
            Your last order went to {last.firstName} {last.lastName}, {last.line1}, {last.city}, {last.state} {last.zip}.
          </p>
          <Button variant="secondary" onClick={() => setChosen(toForm(last))}>
            Use this address
          </Button>
        </div>
      ) : null}
      <AddressFields
        key={ADDRESS_KEYS.map((k) => shipping[k]).join('|')}
        prefix="shipping"
        legend="Shipping address"
        values={shipping}
        errors={addressErrorsIn(errors, 'shipping')}
        states={states}
      />
      <label className={styles.choice}>
        <input type="checkbox" name="billingSame" value="on" defaultChecked={billingSame} />
        Billing address is the same as shipping
      </label>
      {/* Shown once the box is unticked (by CSS, so it works without script too). */}
      <AddressFields
        prefix="billing"
        legend="Billing address"
        values={billing}
        errors={addressErrorsIn(errors, 'billing')}
        states={states}
        className={styles.billing}
      />
      <input type="hidden" name={WHICH_FORM} value={CHECKOUT_FORMS.shipping} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          Continue to delivery
        </Button>
      </div>
    </Form>
  );
}
