import { useId, useState, type FormEvent } from 'react';
import { useGetProductNearToSpot } from '@generated/hooks/product/product';
import { formatUsd } from '@/domain/money';
import {
  ALERT_KINDS,
  ALERT_METALS,
  MAX_ALERTS,
  newAlertError,
  type AlertKind,
  type AlertMetal,
  type PriceAlert,
} from '@/domain/spot/alerts';
import { formatEastern } from '@/domain/spot/eastern-time';
import { useSpotQuotes } from '@/features/spot';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form/field';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import { saveAlerts, useStoredAlerts, watchedValue } from '../alerts';
import styles from '../components/market.module.css';

const KIND_LABELS = ALERT_KINDS.map((k) => k.label);
const kindLabel = (kind: AlertKind) => ALERT_KINDS.find((k) => k.value === kind)?.label ?? kind;

/**
 * /price-alerts: price alerts kept in this browser, for guests too. Each watches a metal's spot ask or its
 * lowest premium per troy ounce and goes off once, on any page of the store, when the price crosses it.
 */
export function Component() {
  const alerts = useStoredAlerts();
  const [metal, setMetal] = useState<AlertMetal>('Gold');
  const [kind, setKind] = useState<AlertKind>('ask-rises');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [said, setSaid] = useState('');
  const listId = useId();
  const spot = useSpotQuotes().data?.data;
  const near = useGetProductNearToSpot({ metalType: metal }, { query: { enabled: kind === 'premium-falls', staleTime: 0 } });
  const now = watchedValue(kind, metal, spot, near.data?.data);
  const full = alerts.length >= MAX_ALERTS;

  const store = (next: PriceAlert[], message: string) => {
    saveAlerts(next);
    setSaid(message);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = full ? `You can keep ${MAX_ALERTS} alerts; remove one first.` : newAlertError(kind, metal, amount, now);
    setError(problem ?? undefined);
    if (problem) {
      document.getElementById('alert-amount')?.focus();
      return;
    }
    const threshold = Number(amount.trim().replace(/^\$/, '').replace(/,/g, ''));
    const alert: PriceAlert = { id: crypto.randomUUID(), metal, kind, threshold };
    store([...alerts, alert], `Alert set: ${metal}, ${kindLabel(kind).toLowerCase()} ${formatUsd(threshold)}.`);
    setAmount('');
  };

  return (
    <div className="page">
      <PageTitle title="Price alerts" />
      <p>
        Tell us the price you are waiting for. While the store is open in this browser, on any page, we tell you when a metal’s spot ask or
        its lowest premium over spot crosses it. Alerts are kept in this browser only; no account needed.
      </p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="new-alert" className={styles.item}>
        <h2 id="new-alert" className={styles.formTitle}>
          New alert
        </h2>
        <SelectField label="Metal" options={ALERT_METALS} value={metal} onChange={(e) => setMetal(e.target.value as AlertMetal)} />
        <SelectField
          label="When"
          options={KIND_LABELS}
          value={kindLabel(kind)}
          onChange={(e) => setKind(ALERT_KINDS.find((k) => k.label === e.target.value)?.value ?? 'ask-rises')}
        />
        <TextField
          id="alert-amount"
          label="Price in dollars"
          inputMode="decimal"
          required
          value={amount}
          error={error}
          hint={now === null ? undefined : `Now ${formatUsd(now)}`}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button type="submit">Set the alert</Button>
      </form>
      <p role="status" className={styles.asOf}>
        {said}
      </p>
      <section aria-labelledby={listId}>
        <h2 id={listId}>Your alerts</h2>
        {alerts.length ? (
          <ul className={styles.alerts}>
            {alerts.map((a) => (
              <li key={a.id}>
                <p>
                  <strong>{a.metal}</strong>: {kindLabel(a.kind).toLowerCase()} {formatUsd(a.threshold)}.{' '}
                  {a.triggered ? `Went off ${formatEastern(new Date(a.triggered.at))} at ${formatUsd(a.triggered.value)}.` : 'Waiting.'}
                </p>
                {a.triggered ? (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      store(
                        alerts.map((x) => (x.id === a.id ? { id: x.id, metal: x.metal, kind: x.kind, threshold: x.threshold } : x)),
                        `Alert set again: ${a.metal} at ${formatUsd(a.threshold)}.`,
                      )
                    }
                  >
                    Set again: {a.metal} at {formatUsd(a.threshold)}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  onClick={() =>
                    store(
                      alerts.filter((x) => x.id !== a.id),
                      `Alert removed: ${a.metal} at ${formatUsd(a.threshold)}.`,
                    )
                  }
                >
                  Remove: {a.metal} at {formatUsd(a.threshold)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p>You have no price alerts.</p>
        )}
      </section>
    </div>
  );
}
