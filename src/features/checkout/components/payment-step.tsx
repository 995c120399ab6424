import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Form } from 'react-router';
import { useGetStateSaleTax } from '@generated/hooks/ui/ui';
import { fieldMessages, WHICH_FORM, type FormState } from '@/api';
import type { PaymentMethod } from '@/domain/checkout/charges';
import { choosePayment, type ECheckData } from '@/domain/checkout/checkout-state';
import { HIGH_RISK_REFUSAL, mayPayWith, refusesChargebacks } from '@/domain/checkout/risk';
import { formatUsd } from '@/domain/money';
import { STORE_NAME } from '@/domain/store-info';
import { cardSchema, type CardValues } from '@/domain/validation/card';
import { updateCheckout, useCheckout } from '@/features/session';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { WITH_SCRIPT, WITHOUT_SCRIPT } from '@/ui/script-running';
import { CHECKOUT_FORMS, ECHECK_KEYS, eCheckIn, NEEDS_SCRIPT, PAYMENT_FIELDS, type ECheckKey, type PaymentField } from '../checkout-forms';
import type { OrderCharges } from '../hooks/use-order-charges';
import { useRiskScore } from '../hooks/use-risk-score';
import { CARD_KEYS, CardFields, tokenizeCard } from './card-form';
import styles from './checkout.module.css';
import { ECheckFields } from './echeck-form';

const METHODS: { value: PaymentMethod; label: string; note: string }[] = [
  { value: 'eCheck', label: 'eCheck', note: 'Lowest price. Pay from a US bank account.' },
  { value: 'Wire', label: 'Bank wire', note: 'Lowest price. Wire the total within 1 business day.' },
  { value: 'Card', label: 'Credit or debit card', note: 'Includes the 4.2% surcharge.' },
  { value: 'PayPal', label: 'PayPal', note: 'Includes the 4.2% surcharge.' },
  { value: 'ApplePay', label: 'Apple Pay', note: 'Includes the 4.2% surcharge.' },
];

/** Apple Pay is offered only where the browser can pay with it. */
const canApplePay = () =>
  Boolean((window as Window & { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession?.canMakePayments?.());
const noSubscription = () => () => undefined;
function useApplePay(): boolean {
  return useSyncExternalStore(noSubscription, canApplePay, () => false);
}

export const WIRE_INSTRUCTIONS = [
  'Bank: First Republic Trust, San Francisco, CA',
  'Routing (ABA): 121000358',
  `Account name: ${STORE_NAME}`,
  'Account number: 0012 3456 7890',
  'Reference: your invoice number (shown on the next page)',
];

const NO_CARD: CardValues = { name: '', number: '', expiry: '', cvc: '' };

/** An eCheck held in this page's memory, as its fields show it. */
const eCheckValues = (e: ECheckData | null): Partial<Record<ECheckKey, string>> =>
  e ? Object.fromEntries(ECHECK_KEYS.map((k) => [k, e[k] ?? ''])) : {};

/** The field a message of the payment form leads to. */
const fieldIdOf = (field: PaymentField, method: string | undefined) =>
  field === 'paymentMode' ? `payment-${method || 'eCheck'}` : `echeck-${field.slice('eCheck.'.length)}`;

/**
 * How to pay, one form to the checkout's action: eCheck (personal or corporate) and bank wire are taken
 * with or without script; a card, PayPal and Apple Pay need their provider's script, and say so without
 * it. The part of the chosen way to pay shows by CSS as its radio is ticked. Refused, the form comes back
 * with what was typed, a summary of every problem at the top and each field's message.
 */
export function PaymentStep({
  charges,
  state,
  busy,
}: {
  charges: OrderCharges;
  state: FormState<PaymentField, true> | null;
  busy: boolean;
}) {
  const checkout = useCheckout();
  const { paymentMode: mode, payPalOrderId: payPal, maxmindScore: score } = checkout;
  const applePay = useApplePay();
  useRiskScore();
  const refused = refusesChargebacks(score);
  const states = useGetStateSaleTax({ query: { staleTime: 3_600_000 } }).data?.data ?? [];
  const [schema] = useState(() => cardSchema());
  const [card, setCard] = useState(NO_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardValues, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const errors = state?.fieldErrors ?? {};
  const sent = state ? state.values.paymentMode : mode;
  const summary = [
    ...PAYMENT_FIELDS.flatMap((f) => (errors[f] ? [{ fieldId: fieldIdOf(f, sent ?? undefined), message: errors[f] }] : [])),
    ...CARD_KEYS.flatMap((f) => (cardErrors[f] ? [{ fieldId: `card-${f}`, message: cardErrors[f] }] : [])),
  ];
  const eCheckErrors = Object.fromEntries(ECHECK_KEYS.flatMap((k) => (errors[`eCheck.${k}`] ? [[k, errors[`eCheck.${k}`]]] : [])));
  const choose = (m: PaymentMethod) => updateCheckout((c) => choosePayment(c, m));
  const total = (m: PaymentMethod) => (charges.ready ? formatUsd(charges.totalsFor(m).totalCents / 100) : '');

  // With script, what a provider's script gives is kept in the page's memory as the form is sent: the
  // card's token (its fields checked first), PayPal's confirmation, Apple Pay's token.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const method = new FormData(e.currentTarget).get('paymentMode');
    if (method === 'Card') {
      const checked = schema.safeParse(card);
      if (!checked.success) {
        e.preventDefault();
        setCardErrors(fieldMessages(checked.error, (f): f is keyof CardValues => (CARD_KEYS as readonly string[]).includes(f)));
        setAttempt((n) => n + 1);
        return;
      }
      setCardErrors({});
      updateCheckout((c) => ({
        ...c,
        card: tokenizeCard(card.number),
        authorizationId: null,
        flags: { ...c.flags, cardConfirmed: true, cardAuthorized: false },
      }));
    }
    if (method === 'PayPal' && !payPal)
      updateCheckout((c) => ({
        ...c,
        payPalOrderId: `PAYPAL-TEST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
        flags: { ...c.flags, payPalConfirmed: true },
      }));
    if (method === 'ApplePay')
      updateCheckout((c) => ({ ...c, card: tokenizeCard('4242424242424242'), flags: { ...c.flags, cardConfirmed: true } }));
  };

  const next = (label = 'Continue to review', className?: string) => (
    <div className={`${styles.actions} ${className ?? ''}`}>
      <Button type="submit" busy={busy}>
        {label}
      </Button>
    </div>
  );
  return (
    <Form method="post" noValidate className={styles.form} aria-labelledby="step-title" onSubmit={onSubmit}>
      <ErrorSummary errors={summary} focusKey={state && attempt === 0 ? state : attempt} />
      <fieldset
        className={styles.fieldset}
        aria-describedby={[refused ? 'payment-refusal' : '', errors.paymentMode ? 'payment-mode-error' : ''].join(' ').trim() || undefined}
      >
        <legend>Payment method</legend>
        {refused ? (
          <p id="payment-refusal" className={styles.notice}>
            {HIGH_RISK_REFUSAL}
          </p>
        ) : null}
        {errors.paymentMode ? (
          <p id="payment-mode-error" className={styles.error}>
            {errors.paymentMode}
          </p>
        ) : null}
        {METHODS.filter((m) => m.value !== 'ApplePay' || applePay).map((m) => (
          <label key={m.value} className={styles.choice}>
            <input
              type="radio"
              id={`payment-${m.value}`}
              name="paymentMode"
              value={m.value}
              defaultChecked={sent === m.value}
              disabled={!mayPayWith(m.value, score)}
              onChange={() => choose(m.value)}
            />
            <span className={styles.choiceText}>
              {m.label}
              {total(m.value) ? ` — ${total(m.value)}` : ''}
              <span className={styles.muted}>{m.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.method} data-method="eCheck">
        <ECheckFields values={state ? eCheckIn(state.values) : eCheckValues(checkout.eCheck)} errors={eCheckErrors} states={states} />
        {next()}
      </div>
      <section className={styles.method} data-method="Wire" aria-labelledby="wire-title">
        <h3 id="wire-title">Bank wire instructions</h3>
        {WIRE_INSTRUCTIONS.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>Your prices are held once the order is placed; we ship when the wire arrives.</p>
        {next()}
      </section>
      <div className={styles.method} data-method="Card">
        <p className={`${styles.notice} ${WITHOUT_SCRIPT}`}>{NEEDS_SCRIPT.Card}</p>
        <div className={WITH_SCRIPT}>
          <CardFields values={card} errors={cardErrors} onChange={(f, v) => setCard((c) => ({ ...c, [f]: v }))} />
          {next()}
        </div>
      </div>
      <section className={styles.method} data-method="PayPal" aria-labelledby="paypal-title">
        <h3 id="paypal-title">Confirm with PayPal</h3>
        <p className={`${styles.notice} ${WITHOUT_SCRIPT}`}>{NEEDS_SCRIPT.PayPal}</p>
        <div className={WITH_SCRIPT}>
          {payPal ? (
            <p>PayPal has confirmed this payment.</p>
          ) : (
            <p>In test mode PayPal asks you to confirm here instead of in a PayPal window.</p>
          )}
          {next(payPal ? 'Continue to review' : `Confirm ${total('PayPal') || 'the payment'} with PayPal`)}
        </div>
      </section>
      {applePay ? (
        <section className={styles.method} data-method="ApplePay" aria-labelledby="applepay-title">
          <h3 id="applepay-title">Apple Pay</h3>
          {next('Pay with Apple Pay')}
        </section>
      ) : null}
      <input type="hidden" name={WHICH_FORM} value={CHECKOUT_FORMS.payment} />
    </Form>
  );
}
