import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  getAddOrUpdateQuarterlyPredictedSpotPricesMutationOptions,
  getGetCustomerPredictionsQueryOptions,
} from '@generated/hooks/portfolio/portfolio';
import type { PredictedPrice } from '@generated/hooks/model';
import { predictionSavings } from '@/domain/portfolio/valuation';
import { formatUsd } from '@/domain/money';
import { useCustomerId } from '@/features/session';
import { Button } from '@/ui/button';
import { FieldShell } from '@/ui/form/field';
import { FormResult, saveResult } from '@/ui/form/form-result';
import fields from '@/ui/form/form.module.css';
import { TextField } from '@/ui/form/text-field';
import { TableScroll } from '@/ui/table-scroll';
import styles from '../portfolio.module.css';
import { formatOunces } from './holding-card';
import { compareText } from '@/domain/format';

export const quarterOf = (iso: string) => `Q${Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1} ${iso.slice(0, 4)}`;

/**
 * Predictions (GetCustomerPredictions): the gold and silver optimal and worst predictions by date, what
 * buying the ounces held would cost then against now, and the customer's own quarterly predictions
 * (AddOrUpdateQuarterlyPredictedSpotPrices).
 */
export function Predictions({
  ounces,
  ask,
  today,
}: {
  ounces: Record<string, number>;
  ask: { gold: number | null; silver: number | null };
  today: string;
}) {
  const thisYear = Number(today.slice(0, 4));
  const customerId = useCustomerId();
  const query = useQuery(getGetCustomerPredictionsQueryOptions({ CustomerId: customerId }));
  const list = [...(query.data?.data ?? [])].sort((a, b) => compareText(a.dateNTime, b.dateNTime));
  // The first prediction still ahead: what buying now is weighed against.
  const next = list.find((p) => p.dateNTime.slice(0, 10) > today);
  const gold = ounces.Gold ?? 0;
  const silver = ounces.Silver ?? 0;
  const savingsLine = (metal: 'Gold' | 'Silver', held: number, askNow: number | null, predicted: number | undefined, which: string) => {
    if (!held || askNow === null || predicted === undefined) return null;
    const s = predictionSavings(askNow, predicted, held);
    return (
      <li key={`${metal}-${which}`}>
        {metal}, {formatOunces(held)} at the {which} prediction ({formatUsd(predicted)}): buying now costs {formatUsd(s.costNow)}, then{' '}
        {formatUsd(s.costAtPrediction)};{' '}
        {s.savings > 0
          ? `buying now saves ${formatUsd(s.savings)}`
          : s.savings < 0
            ? `waiting saves ${formatUsd(-s.savings)}`
            : 'the same either way'}
        .
      </li>
    );
  };
  return (
    <>
      {query.isError ? <p role="alert">Your predictions could not be loaded.</p> : null}
      {query.isSuccess && list.length === 0 ? <p>No predictions yet. Add your own below.</p> : null}
      {list.length ? (
        <TableScroll label="Spot predictions">
          <table>
            <caption>Spot predictions by quarter, per troy ounce</caption>
            <thead>
              <tr>
                <th scope="col">Quarter</th>
                <th scope="col">Gold, optimal</th>
                <th scope="col">Gold, worst</th>
                <th scope="col">Silver, optimal</th>
                <th scope="col">Silver, worst</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.dateNTime}>
                  <th scope="row">{quarterOf(p.dateNTime)}</th>
                  <td>{p.goldOptimalPrediction === undefined ? 'None' : formatUsd(p.goldOptimalPrediction)}</td>
                  <td>{p.goldWorstPrediction === undefined ? 'None' : formatUsd(p.goldWorstPrediction)}</td>
                  <td>{p.silverOptimalPrediction === undefined ? 'None' : formatUsd(p.silverOptimalPrediction)}</td>
                  <td>{p.silverWorstPrediction === undefined ? 'None' : formatUsd(p.silverWorstPrediction)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {next && (gold || silver) ? (
        <>
          <h3>Buying your ounces now or at {quarterOf(next.dateNTime)}</h3>
          <p className={styles.muted}>Spot ask plus the premium, times the ounces; the premium is paid either way.</p>
          <ul>
            {savingsLine('Gold', gold, ask.gold, next.goldOptimalPrediction, 'optimal')}
            {savingsLine('Gold', gold, ask.gold, next.goldWorstPrediction, 'worst')}
            {savingsLine('Silver', silver, ask.silver, next.silverOptimalPrediction, 'optimal')}
            {savingsLine('Silver', silver, ask.silver, next.silverWorstPrediction, 'worst')}
          </ul>
        </>
      ) : null}
      <OwnPrediction thisYear={thisYear} onSaved={() => query.refetch()} />
    </>
  );
}

/** The customer's own prediction for a quarter. */
function OwnPrediction({ onSaved, thisYear }: { onSaved: () => Promise<unknown>; thisYear: number }) {
  const quarters = [thisYear, thisYear + 1].flatMap((y) => [0, 3, 6, 9].map((m) => new Date(Date.UTC(y, m, 1)).toISOString()));
  const [quarter, setQuarter] = useState(quarters[4] ?? '');
  const [values, setValues] = useState({ gold: '', silver: '' });
  const [errors, setErrors] = useState<{ gold?: string; silver?: string }>({});
  const save = useMutation(
    getAddOrUpdateQuarterlyPredictedSpotPricesMutationOptions({
      mutation: {
        onSuccess: async () => {
          await onSaved();
          setValues({ gold: '', silver: '' });
        },
      },
    }),
  );
  const result = saveResult(
    save,
    () => `Your prediction for ${quarterOf(save.variables?.data[0]?.dateNTime ?? quarter)} is saved.`,
    () => 'We could not save your prediction. Try again.',
  );
  const read = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(/[$,]/g, '')));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const check = (v: string) =>
      v.trim() === '' || (/^\$?[\d,]+(\.\d{1,2})?$/.test(v.trim()) && (read(v) ?? 0) > 0)
        ? undefined
        : 'Enter a price per ounce, like 2850.00.';
    const next = { gold: check(values.gold), silver: check(values.silver) };
    if (!values.gold.trim() && !values.silver.trim()) next.gold = 'Enter a gold or a silver prediction.';
    setErrors(next);
    if (next.gold || next.silver) return;
    const gold = read(values.gold);
    const silver = read(values.silver);
    const prediction: PredictedPrice = {
      dateNTime: quarter,
      ...(gold === undefined ? {} : { goldOptimalPrediction: gold, goldWorstPrediction: gold }),
      ...(silver === undefined ? {} : { silverOptimalPrediction: silver, silverWorstPrediction: silver }),
    };
    save.mutate({ data: [prediction] });
  };
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="own-title" className={styles.form}>
      <h3 id="own-title">Your own prediction</h3>
      <FieldShell label="Quarter">
        {(control) => (
          <select className={fields.input} {...control} value={quarter} onChange={(e) => setQuarter(e.target.value)}>
            {quarters.map((q) => (
              <option key={q} value={q}>
                {quarterOf(q)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <TextField
        label="Gold spot per oz"
        inputMode="decimal"
        value={values.gold}
        onChange={(e) => setValues({ ...values, gold: e.target.value })}
        error={errors.gold}
      />
      <TextField
        label="Silver spot per oz"
        inputMode="decimal"
        value={values.silver}
        onChange={(e) => setValues({ ...values, silver: e.target.value })}
        error={errors.silver}
      />
      <Button type="submit" variant="secondary" busy={result.busy}>
        Save my prediction
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}
