import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  getGenerateCustomerTaxReportQueryOptions,
  getAddOrUpdateQuarterlyPredictedSpotPricesMutationOptions,
  getAddPortfolioCustomerFeedbacksMutationOptions,
  getGetCustomerPredictionsQueryOptions,
  getUpdateCustomerPortfolioSettingsMutationOptions,
} from '@generated/hooks/portfolio/portfolio';
import type { CandlePoint, PortfolioProduct, PortfolioSettings, PredictedPrice } from '@generated/hooks/model';
import { predictionSavings, reportingThresholds } from '@/domain/portfolio/valuation';
import { formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { summariseHistory } from '@/domain/spot/history';
import { sellItemParam } from '@/domain/spot/melt';
import { portfolioFeedbackSchema, type PortfolioFeedbackValues } from '@/domain/validation';
import { useSession } from '@/features/session';
import { OhlcTable, PriceChart } from '@/features/spot';
import { Button } from '@/ui/button';
import { FieldShell, SelectField, TextAreaField } from '@/ui/form/field';
import { FormResult, saveResult, useFormSave } from '@/ui/form/form-result';
import fields from '@/ui/form/form.module.css';
import { TextField } from '@/ui/form/text-field';
import { TableScroll } from '@/ui/table-scroll';
import { saveFile } from '@/ui/save-file';
import styles from '../portfolio.module.css';
import { formatDay, formatOunces, type SellChoice } from './holding-card';
import { compareText } from '@/domain/format';

/** The portfolio's value over time as candles, with its summary in words and the data as a table. */
export function MetalChart({ points, frequency }: { points: readonly CandlePoint[]; frequency: string }) {
  const summary = summariseHistory(points);
  if (!summary) return <p>No chart yet: add a holding and its value over time shows here.</p>;
  const description = `Your holdings' metal value, ${frequency.toLowerCase()} candles from ${formatDay(summary.from.date)} to ${formatDay(summary.to.date)}: ${summary.change >= 0 ? 'up' : 'down'} ${formatSignedUsd(summary.change)} (${formatPercent(summary.changePercent)}), low ${formatUsd(summary.low.price)} on ${formatDay(summary.low.date)}, high ${formatUsd(summary.high.price)} on ${formatDay(summary.high.date)}.`;
  return (
    <>
      <p>{description}</p>
      <figure className={styles.figure}>
        <PriceChart points={points} description={description} candles />
        <figcaption>Value of the metal you hold today at each period’s spot prices, in US dollars.</figcaption>
      </figure>
      <details>
        <summary>Show the values as a table ({points.length} periods)</summary>
        <OhlcTable
          points={points}
          label="Portfolio value by period"
          caption="Portfolio metal value by period, newest first"
          firstHeader="Period from"
          formatDate={formatDay}
        />
      </details>
    </>
  );
}

const SETTINGS: { key: keyof PortfolioSettings; label: string }[] = [
  { key: 'showActualPrice', label: 'Show each holding’s value at spot' },
  { key: 'showMetalPrice', label: 'Show the metal chart' },
  { key: 'showPrediction', label: 'Show predictions' },
  { key: 'showGoldPrediction', label: 'Gold prediction line' },
  { key: 'showSilverPrediction', label: 'Silver prediction line' },
  { key: 'showTotalPrediction', label: 'Total prediction line' },
  { key: 'showVdo', label: 'Show the portfolio video' },
  { key: 'doNotShowAgain', label: 'Do not show the introduction again' },
];

/** What the portfolio shows (UpdateCustomerPortfolioSettings), saved on its own. */
export function SettingsForm({ saved, onSaved }: { saved: PortfolioSettings; onSaved: () => Promise<unknown> }) {
  const [choice, setChoice] = useState<PortfolioSettings>(saved);
  const [seen, setSeen] = useState(JSON.stringify(saved));
  if (seen !== JSON.stringify(saved)) {
    setSeen(JSON.stringify(saved));
    setChoice(saved);
  }
  // The portfolio is read again before the save is said to be done (onSuccess is waited for).
  const save = useMutation(getUpdateCustomerPortfolioSettingsMutationOptions({ mutation: { onSuccess: () => onSaved() } }));
  const result = saveResult(
    save,
    (r) => r.message ?? 'Portfolio settings saved.',
    () => 'We could not save the settings. Your choices are kept; try again.',
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ data: choice });
  };
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} aria-labelledby="settings-title" className={styles.form}>
      <h2 id="settings-title">What your portfolio shows</h2>
      <div className={styles.checks}>
        {SETTINGS.map((s) => (
          <label key={s.key} className={styles.check}>
            <input type="checkbox" checked={choice[s.key] ?? false} onChange={(e) => setChoice({ ...choice, [s.key]: e.target.checked })} />{' '}
            {s.label}
          </label>
        ))}
      </div>
      <Button type="submit" busy={result.busy}>
        Save settings
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}

/** A year's tax report (GenerateCustomerTaxReport), downloaded with the token in the Authorization header. */
export function TaxReport({ thisYear }: { thisYear: number }) {
  const customerId = useSession((s) => s.user?.userId ?? 0);
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  const [year, setYear] = useState(String(thisYear));
  const result = useFormSave();
  const queryClient = useQueryClient();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void result.save(async () => {
      // Read with the generated options and not kept in the cache: the PDF is saved, not shown.
      saveFile(
        await queryClient.fetchQuery({ ...getGenerateCustomerTaxReportQueryOptions({ customerId, year: Number(year) }), gcTime: 0 }),
        `tax-report-${year}.pdf`,
      );
      return `Your ${year} tax report is downloading.`;
    }, `We could not make your ${year} tax report. Try again in a moment.`);
  };
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} aria-labelledby="tax-title" className={styles.form}>
      <h2 id="tax-title">Tax report</h2>
      <p>Every purchase and sale of the year in one PDF, for you and your tax adviser.</p>
      <SelectField label="Year" options={years.map(String)} value={year} onChange={(e) => setYear(e.target.value)} />
      <Button type="submit" busy={result.busy}>
        Download the tax report
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}

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
  const customerId = useSession((s) => s.user?.userId ?? 0);
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

const FEEDBACK_TYPES = ['Idea', 'Something is wrong', 'A figure looks off', 'Praise'];

/** Feedback about the portfolio (AddPortfolioCustomerFeedbacks), validated before it is sent. */
export function FeedbackForm() {
  const customerId = useSession((s) => s.user?.userId ?? null);
  const { register, handleSubmit, reset, formState } = useForm<PortfolioFeedbackValues>({
    resolver: zodResolver(portfolioFeedbackSchema),
    defaultValues: { feedBackType: '', feedBackText: '' },
  });
  const send = useMutation(getAddPortfolioCustomerFeedbacksMutationOptions({ mutation: { onSuccess: () => reset() } }));
  const result = saveResult(
    send,
    (r) => r.message ?? 'Thanks for your feedback.',
    () => 'We could not send your feedback. What you wrote is kept; try again.',
  );
  const onSubmit = handleSubmit((v) =>
    send.mutate({ data: { customerId, feedBackType: v.feedBackType, feedBackText: v.feedBackText.trim() } }),
  );
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="feedback-title" className={styles.form}>
      <h2 id="feedback-title">Tell us about your portfolio</h2>
      <SelectField
        label="About"
        required
        options={FEEDBACK_TYPES}
        placeholder="Choose…"
        error={formState.errors.feedBackType?.message}
        {...register('feedBackType')}
      />
      <TextAreaField
        label="Your feedback"
        required
        hint="10 to 1,000 characters."
        error={formState.errors.feedBackText?.message}
        {...register('feedBackText')}
      />
      <Button type="submit" busy={result.busy}>
        Send feedback
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}

/**
 * What the quote comes to, said politely each time a holding is ticked or left out: the quote is further
 * down the page than the boxes, and a screen-reader user ticking one would otherwise hear only "checked".
 * The same paragraph in both of SellQuote's shapes, so it stays in the page and each new sum is heard.
 */
function QuoteSaid({ said }: { said: string }) {
  return (
    <p role="status" className="visually-hidden">
      {said}
    </p>
  );
}

/**
 * A sell quote for the chosen holdings, valued at our bid, that says when the sale reaches a 1099-B
 * reporting threshold, and opens the sell-to-us request already filled in.
 */
export function SellQuote({
  products,
  choices,
  bidPerOunce,
}: {
  products: PortfolioProduct[];
  choices: Record<number, SellChoice>;
  bidPerOunce: (metal: string) => number | null;
}) {
  const lines = products
    .filter((p) => choices[p.productId]?.selected)
    .map((p) => {
      const quantity = Math.min(choices[p.productId]?.quantity ?? p.quantity, p.quantity);
      const ouncesPerUnit = p.quantity ? p.ounces / p.quantity : 0;
      const bid = bidPerOunce(p.metal);
      return { product: p, quantity, ouncesPerUnit, value: bid === null ? null : Math.round(quantity * ouncesPerUnit * bid * 100) / 100 };
    });
  if (!lines.length)
    return (
      <>
        <QuoteSaid said="" />
        <p>Tick “Add to a sell quote” on the holdings you might sell.</p>
      </>
    );
  const total = lines.reduce((s, l) => s + (l.value ?? 0), 0);
  const thresholds = reportingThresholds(
    lines.map((l) => ({
      metal: l.product.metal,
      productName: l.product.productName,
      ouncesPerUnit: l.ouncesPerUnit,
      quantity: l.quantity,
    })),
  );
  const params = new URLSearchParams();
  for (const l of lines)
    params.append('item', sellItemParam({ metal: l.product.metal, quantity: l.quantity, description: l.product.productName }));
  const rounded = formatUsd(Math.round(total * 100) / 100);
  return (
    <>
      <QuoteSaid
        said={`Sell quote: ${lines.length === 1 ? '1 holding' : `${lines.length} holdings`}, ${rounded} at our bid. ${
          thresholds.length
            ? `This sale reaches a 1099-B reporting threshold: ${thresholds.map((t) => `${t.rule}, you are selling ${t.amount}`).join('; ')}.`
            : 'This sale does not reach a 1099-B reporting threshold.'
        }`}
      />
      <ul className={styles.quoteLines}>
        {lines.map((l) => (
          <li key={l.product.productId}>
            {l.quantity} × {l.product.productName}: {l.value === null ? 'no bid price' : formatUsd(l.value)}
          </li>
        ))}
      </ul>
      <p>
        At our bid now: <strong>{rounded}</strong>. The quote we send is firm for the day you accept it.
      </p>
      {thresholds.length ? (
        <div className={styles.notice}>
          <p>
            <strong>This sale reaches a 1099-B reporting threshold.</strong> We report it to the IRS on Form 1099-B and ask for your
            taxpayer number:
          </p>
          <ul>
            {thresholds.map((t) => (
              <li key={t.rule}>
                {t.rule}: you are selling {t.amount}.
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>This sale does not reach a 1099-B reporting threshold.</p>
      )}
      <Link className={styles.cta} to={`/sell-to-us?${params.toString()}`}>
        Open a sell-to-us request with these holdings
      </Link>
    </>
  );
}
