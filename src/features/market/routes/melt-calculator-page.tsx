import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import type { SearchProduct } from '@generated/hooks/model';
import { formatUsd } from '@/domain/money';
import { formatEastern } from '@/domain/spot/eastern-time';
import { quoteByName } from '@/domain/spot/quote';
import {
  describeMeltLine,
  fineOunces,
  MELT_METALS,
  meltCents,
  meltLineErrors,
  PURITIES,
  sellItemParam,
  WEIGHT_UNITS,
  type MeltLine,
  type MeltMetal,
  type WeightUnit,
} from '@/domain/spot/melt';
import { SPOT_UNAVAILABLE, useSpotQuotes } from '@/features/spot';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { Button } from '@/ui/button';
import { ErrorSummary, type SummaryError } from '@/ui/form/error-summary';
import { SelectField } from '@/ui/form/field';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import { TableScroll } from '@/ui/table-scroll';
import styles from '../components/market.module.css';
import { bestSellersQuery } from '../queries';

interface Row {
  key: number;
  metal: MeltMetal;
  weight: string;
  unit: WeightUnit;
  purity: string;
  quantity: string;
  /** A product picked from the list: its name and fine ounces stand for the weight and purity. */
  product?: { name: string; ounces: number };
}

const UNIT_LABELS = WEIGHT_UNITS.map((u) => u.label);
const PURITY_LABELS = PURITIES.map((p) => p.label);
let nextKey = 1;
const newRow = (metal: MeltMetal = 'Silver'): Row => ({ key: nextKey++, metal, weight: '1', unit: 'ozt', purity: '0.999', quantity: '1' });

function toLine(row: Row): MeltLine {
  if (row.product) return { metal: row.metal, weight: row.product.ounces, unit: 'ozt', purity: 1, quantity: Number(row.quantity) };
  return { metal: row.metal, weight: Number(row.weight), unit: row.unit, purity: Number(row.purity), quantity: Number(row.quantity) };
}

const rowErrors = (row: Row) => meltLineErrors({ weight: row.product ? '1' : row.weight, quantity: row.quantity });
const fieldId = (row: Row, field: 'weight' | 'quantity') => `melt-${row.key}-${field}`;

/**
 * /melt-calculator: what a list of metal is worth at spot, at the bid (what the market pays) and the ask,
 * item by item and in total, and a sell-to-us request already filled in with the list.
 */
/** The best sellers to add (the spot prices it works from come from the root). */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  await loadQueries(context, [bestSellersQuery()]);
  return null;
}

export function Component() {
  const spot = useSpotQuotes();
  const quotes = spot.data?.data;
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  // The list the page opened with: its total is on the page, not said; a total is said once the shopper
  // has changed the list (said on arrival, it was heard before the page's own heading).
  const [firstRows] = useState(rows);
  const [checked, setChecked] = useState(0);
  const [removedNote, setRemovedNote] = useState('');
  const bestSellers = useQuery(bestSellersQuery());
  const pickable = (bestSellers.data?.data.products ?? []).filter(
    (p): p is SearchProduct & { metal: MeltMetal; ounces: number } =>
      (MELT_METALS as readonly string[]).includes(p.metal ?? '') && (p.ounces ?? 0) > 0,
  );
  const [picked, setPicked] = useState('');
  const pickId = useId();
  const navigate = useNavigate();

  const update = (key: number, change: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const lines = rows.map((row) => {
    const errors = rowErrors(row);
    const valid = !errors.weight && !errors.quantity;
    const line = toLine(row);
    const ounces = valid ? fineOunces(line) : 0;
    const quote = quoteByName(quotes, row.metal);
    return {
      row,
      line,
      valid,
      ounces,
      bid: quote && valid ? meltCents(ounces, quote.bid) : null,
      ask: quote && valid ? meltCents(ounces, quote.ask) : null,
    };
  });
  const total =
    lines.every((l) => l.valid) && quotes
      ? { bid: lines.reduce((s, l) => s + (l.bid ?? 0), 0), ask: lines.reduce((s, l) => s + (l.ask ?? 0), 0) }
      : null;
  const spoken = useDebouncedValue(
    total && rows !== firstRows
      ? `Total melt value: ${formatUsd(total.bid / 100)} at the bid, ${formatUsd(total.ask / 100)} at the ask.`
      : '',
    800,
  );
  const summary: SummaryError[] = checked
    ? rows.flatMap((row, i) => {
        const e = rowErrors(row);
        return [
          ...(e.weight ? [{ fieldId: fieldId(row, 'weight'), message: `Item ${i + 1}: ${e.weight}` }] : []),
          ...(e.quantity ? [{ fieldId: fieldId(row, 'quantity'), message: `Item ${i + 1}: ${e.quantity}` }] : []),
        ];
      })
    : [];

  const sell = () => {
    if (lines.some((l) => !l.valid)) {
      setChecked((n) => n + 1);
      return;
    }
    const params = new URLSearchParams();
    for (const { row, line } of lines)
      params.append(
        'item',
        sellItemParam({ metal: row.metal, quantity: line.quantity, description: row.product ? row.product.name : describeMeltLine(line) }),
      );
    void navigate(`/sell-to-us?${params.toString()}`);
  };

  return (
    <div className="page">
      <PageTitle title="Melt value calculator" />
      <p>
        What the metal in your coins, bars and jewelry is worth at today’s spot price. Enter each item’s weight, fineness and number of
        pieces, or pick a product.
      </p>
      <p className={styles.asOf}>
        {quotes
          ? `Valued at spot as of ${formatEastern(new Date(quotes.timestamp))}; the values follow each refresh of the prices.`
          : spot.isError
            ? SPOT_UNAVAILABLE
            : 'Loading spot prices…'}
      </p>
      <ErrorSummary errors={summary} focusKey={checked} />
      <form
        aria-label="Items to value"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          sell();
        }}
      >
        {rows.map((row, i) => {
          const errors = checked ? rowErrors(row) : {};
          return (
            <fieldset key={row.key} className={styles.item}>
              <legend>
                Item {i + 1}
                {row.product ? `: ${row.product.name}` : ''}
              </legend>
              <SelectField
                label="Metal"
                options={MELT_METALS}
                value={row.metal}
                disabled={Boolean(row.product)}
                onChange={(e) => update(row.key, { metal: e.target.value as MeltMetal })}
              />
              {row.product ? (
                <p className={styles.productOunces}>{row.product.ounces} troy oz of fine metal each</p>
              ) : (
                <>
                  <TextField
                    id={fieldId(row, 'weight')}
                    label="Weight of each piece"
                    inputMode="decimal"
                    required
                    value={row.weight}
                    error={errors.weight}
                    onChange={(e) => update(row.key, { weight: e.target.value })}
                  />
                  <SelectField
                    label="Unit"
                    options={UNIT_LABELS}
                    value={WEIGHT_UNITS.find((u) => u.value === row.unit)?.label}
                    onChange={(e) => update(row.key, { unit: WEIGHT_UNITS.find((u) => u.label === e.target.value)?.value ?? 'ozt' })}
                  />
                  <SelectField
                    label="Fineness"
                    options={PURITY_LABELS}
                    value={PURITIES.find((p) => p.value === row.purity)?.label}
                    onChange={(e) => update(row.key, { purity: PURITIES.find((p) => p.label === e.target.value)?.value ?? '0.999' })}
                  />
                </>
              )}
              <TextField
                id={fieldId(row, 'quantity')}
                label="Pieces"
                inputMode="numeric"
                required
                value={row.quantity}
                error={errors.quantity}
                onChange={(e) => update(row.key, { quantity: e.target.value })}
              />
              {rows.length > 1 ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    setRows((all) => all.filter((r) => r.key !== row.key));
                    setRemovedNote(`Item ${i + 1} removed.`);
                  }}
                >
                  Remove item {i + 1}
                </Button>
              ) : null}
            </fieldset>
          );
        })}
        <p role="status" className="visually-hidden">
          {removedNote}
        </p>
        <div className={styles.addRow}>
          <Button type="button" variant="secondary" onClick={() => setRows((all) => [...all, newRow()])}>
            Add an item
          </Button>
          <div className={styles.pick}>
            <label htmlFor={pickId}>Or pick a product</label>
            <select id={pickId} value={picked} onChange={(e) => setPicked(e.target.value)} disabled={!pickable.length}>
              <option value="">
                {bestSellers.isError
                  ? 'Products are unavailable right now'
                  : pickable.length
                    ? 'Choose a best seller'
                    : 'Loading products…'}
              </option>
              {pickable.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
            <Button
              type="button"
              variant="secondary"
              disabled={!picked}
              onClick={() => {
                const p = pickable.find((x) => String(x.id) === picked);
                if (!p) return;
                setRows((all) => [...all, { ...newRow(p.metal), product: { name: p.name, ounces: p.ounces } }]);
                setPicked('');
              }}
            >
              Add the product
            </Button>
          </div>
        </div>

        <TableScroll label="Melt value at spot">
          <table className={styles.table}>
            <caption>Melt value at spot</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Fine troy oz</th>
                <th scope="col">At the bid</th>
                <th scope="col">At the ask</th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ row, line, valid, ounces, bid, ask }, i) => (
                <tr key={row.key}>
                  <th scope="row">
                    {valid
                      ? `${i + 1}. ${row.product ? `${line.quantity} × ${row.product.name}` : describeMeltLine(line)}`
                      : `${i + 1}. Check this item`}
                  </th>
                  <td>{valid ? ounces.toFixed(4) : '—'}</td>
                  <td>{bid === null ? '—' : formatUsd(bid / 100)}</td>
                  <td>{ask === null ? '—' : formatUsd(ask / 100)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{lines.every((l) => l.valid) ? lines.reduce((s, l) => s + l.ounces, 0).toFixed(4) : '—'}</td>
                <td>{total ? formatUsd(total.bid / 100) : '—'}</td>
                <td>{total ? formatUsd(total.ask / 100) : '—'}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
        <p role="status" className="visually-hidden">
          {spoken}
        </p>
        <p>A dealer buys near the bid; our quote for your metal follows the live bid when you accept it.</p>
        <Button type="submit">Sell these to us</Button>
      </form>
    </div>
  );
}
