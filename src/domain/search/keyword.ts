/** The search keyword rules. */

/** Typed input and the suggestion panel wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1600;
/** The search box switches to its desktop layout above this width. */
export const SEARCH_DESKTOP_MIN_WIDTH = 1025;

/** The longest keyword searched (the contract's maximum): the field takes no more, and a longer one in an address is cut to it. */
export const KEYWORD_MAX_LENGTH = 100;

/** The keyword to submit, or null when it is empty or whitespace only (never submitted). */
export function submittableKeyword(raw: string): string | null {
  const k = raw.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX_LENGTH).trimEnd();
  return k ? k : null;
}

/** The results page and its query parameter (also the header search form's action and field name). */
export const SEARCH_RESULTS_PATH = '/search/searchresults';
export const SEARCH_PARAM = 'searchkey';

export function searchResultsHref(keyword: string): string {
  return `${SEARCH_RESULTS_PATH}?${SEARCH_PARAM}=${encodeURIComponent(keyword)}`;
}

export const SEARCH_FAILED_TEXT = 'Failed to fetch search results';
export const noResultsText = (keyword: string) => `No results for your search query '${keyword}'`;
