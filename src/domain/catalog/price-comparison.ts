/** Our price against other dealers' for one product on one day. */
export interface ComparisonRow {
  productName: string;
  ourPrice: number;
  competitors: readonly { dealer: string; price: number }[];
}

export interface ComparisonReading {
  /** The others' average, to the cent; null with no valid competitor price. */
  othersAverage: number | null;
  /** What a buyer saves with us against that average, in dollars (negative: we cost more). */
  saving: number | null;
  /** The same in percent of the average, to two places. */
  savingPercent: number | null;
  /** The dealers with the lowest price (ours is "us"); several on a tie. */
  cheapest: string[];
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Reads a comparison: prices that are not positive numbers are ignored. */
export function readComparison(row: ComparisonRow): ComparisonReading {
  const others = row.competitors.filter((c) => Number.isFinite(c.price) && c.price > 0);
  const ours = Number.isFinite(row.ourPrice) && row.ourPrice > 0 ? row.ourPrice : null;
  const othersAverage = others.length ? cents(others.reduce((s, c) => s + c.price, 0) / others.length) / 100 : null;
  const saving = othersAverage !== null && ours !== null ? (cents(othersAverage) - cents(ours)) / 100 : null;
  const savingPercent = saving !== null && othersAverage ? Math.round((saving / othersAverage) * 10_000) / 100 : null;
  const all = [...(ours !== null ? [{ dealer: 'us', price: ours }] : []), ...others];
  const low = Math.min(...all.map((c) => cents(c.price)));
  const cheapest = all.filter((c) => cents(c.price) === low).map((c) => c.dealer);
  return { othersAverage, saving, savingPercent, cheapest };
}
