import type { ReactNode } from 'react';

/** The two ways a price is paid, in the words a screen reader says after each price. */
export type PriceMethod = 'eCheck' | 'card';

export const METHOD_WORDS: Record<PriceMethod, string> = {
  eCheck: 'by eCheck or wire',
  card: 'by card or PayPal',
};

/**
 * A price said with its method. Where two prices stand side by side (a price table, the totals by payment
 * method) the method is in the column header, which a sighted shopper reads at a glance but a screen
 * reader moving cell by cell may not repeat; the words are added out of sight so "$34.99" is heard as
 * "$34.99 each by eCheck or wire". Text that is not a price ("Free", "—") is left as it is.
 */
export function MethodPrice({ value, method, each = false }: { value: string; method: PriceMethod; each?: boolean }): ReactNode {
  if (!/\$\d/.test(value)) return value;
  // The visible figure is hidden from screen readers and said once, whole, with its method: text split
  // between a figure and a hidden suffix is read as two pieces, or joined without its space.
  return (
    <>
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">{`${value} ${each ? 'each ' : ''}${METHOD_WORDS[method]}`}</span>
    </>
  );
}
