import { within } from '@testing-library/react';

/** What a sighted shopper reads in an element: its text without the words kept for screen readers. */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

/** The accessible name of each cell of a table, in order: what a screen reader says for the cell. */
export function cellNames(table: HTMLElement): string[] {
  const names: string[] = [];
  within(table).queryAllByRole('cell', {
    name: (name) => {
      names.push(name);
      return true;
    },
  });
  return names;
}

/**
 * The cells of a table that hold a price and do not say its method. A table with an "eCheck / Wire" and a
 * "Card / PayPal" column must say, with every price, which of the two it is.
 */
export function pricesWithoutMethod(table: HTMLElement): string[] {
  return cellNames(table).filter((name) => /\$\d/.test(name) && !/ by (eCheck or wire|card or PayPal)$/.test(name));
}
