/**
 * Navigation state for a link that changes only the query string but opens what a shopper reads as a new
 * page (the next page of a list): the page goes to its top. Any other change of the query (a filter
 * ticked, the sort changed) keeps the shopper where they are (src/app/use-scroll-to-top.ts).
 */
export const NEW_PAGE_STATE = { newPage: true } as const;

/** Whether a location's state asks for the top of the page. */
export function isNewPageState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { newPage?: unknown }).newPage === true;
}
