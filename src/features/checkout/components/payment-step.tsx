import { useSyncExternalStore } from 'react';
import { useGetStateSaleTax } from '@generated/hooks/ui/ui';
import type { PaymentMethod } from '@/domain/checkout/charges';
import { choosePayment } from '@/domain/checkout/checkout-state';
import { HIGH_RISK_REFUSAL, mayPayWith, refusesChargebacks } from '@/domain/checkout/risk';
import { formatUsd } from '@/domain/money';
import { STORE_NAME } from '@/domain/store-info';
import { updateCheckout, useCheckout } from '@/features/session';
import { Button } from '@/ui/button';
import type { OrderCharges } from '../hooks/use-order-charges';
import { useRiskScore } from '../hooks/use-risk-score';
import { CardForm, tokenizeCard } from './card-form';
import styles from './checkout.module.css';
import { ECheckForm } from './echeck-form';

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

/** How to pay: eCheck personal or corporate, bank wire, card, PayPal, or Apple Pay where supported. */
export function PaymentStep({ charges, onDone }: { charges: OrderCharges; onDone: () => void }) {
  const { paymentMode: mode, payPalOrderId: payPal, maxmindScore: score } = useCheckout();
  const applePay = useApplePay();
  useRiskScore();
  const refused = refusesChargebacks(score);
  const states = useGetStateSaleTax({ query: { staleTime: 3_600_000 } }).data?.data ?? [];
  const choose = (m: PaymentMethod) => updateCheckout((c) => choosePayment(c, m));
  const validated = (patch: Parameters<typeof updateCheckout>[0] = {}) => {
    updateCheckout(patch);
    updateCheckout((c) => ({ ...c, pageValidated: { ...c.pageValidated, payment: true } }));
    onDone();
  };
  const total = (m: PaymentMethod) => (charges.ready ? formatUsd(charges.totalsFor(m).totalCents / 100) : '');
  return (
    <div className={styles.form}>
      <fieldset className={styles.fieldset} aria-describedby={refused ? 'payment-refusal' : undefined}>
        <legend>Payment method</legend>
        {refused ? (
          <p id="payment-refusal" className={styles.notice}>
            {HIGH_RISK_REFUSAL}
          </p>
        ) : null}
        {METHODS.filter((m) => m.value !== 'ApplePay' || applePay).map((m) => (
          <label key={m.value} className={styles.choice}>
            <input
              type="radio"
              name="paymentMode"
              value={m.value}
              checked={mode === m.value}
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
      {mode === 'eCheck' ? <ECheckForm states={states} onDone={onDone} /> : null}
      {mode === 'Card' ? <CardForm onDone={onDone} /> : null}
      {mode === 'Wire' ? (
        <section className={styles.instructions} aria-labelledby="wire-title">
          <h3 id="wire-title">Bank wire instructions</h3>
          {WIRE_INSTRUCTIONS.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Your prices are held once the order is placed; we ship when the wire arrives.</p>
          <Button onClick={() => validated()}>Continue to review</Button>
        </section>
      ) : null}
      {mode === 'PayPal' ? (
        <section className={styles.instructions} aria-labelledby="paypal-title">
          <h3 id="paypal-title">Confirm with PayPal</h3>
          {payPal ? (
            <p>PayPal has confirmed this payment.</p>
          ) : (
            <p>In test mode PayPal asks you to confirm here instead of in a PayPal window.</p>
          )}
          <Button
            onClick={() =>
              validated(
                payPal
                  ? {}
                  : (c) => ({
                      ...c,
                      payPalOrderId: `PAYPAL-TEST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
                      flags: { ...c.flags, payPalConfirmed: true },
                    }),
              )
            }
          >
            {payPal ? 'Continue to review' : `Confirm ${total('PayPal') || 'the payment'} with PayPal`}
          </Button>
        </section>
      ) : null}
      {mode === 'ApplePay' ? (
        <section className={styles.instructions} aria-labelledby="applepay-title">
          <h3 id="applepay-title">Apple Pay</h3>
          <Button
            onClick={() => validated((c) => ({ ...c, card: tokenizeCard('4242424242424242'), flags: { ...c.flags, cardConfirmed: true } }))}
          >
            Pay with Apple Pay
          </Button>
        </section>
      ) : null}
    </div>
  );
}
