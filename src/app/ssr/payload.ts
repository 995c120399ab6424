import type { DehydratedState } from '@tanstack/react-query';
import { ApiError, messageFromBody } from '@/api/api-error';
import type { MockPage, RenderedCustomer } from '../../../server/render-contract.ts';

/** The id of the <script type="application/json"> the server writes its data into. */
export const SSR_DATA_ID = 'ssr-data';

/** What the server hands to the browser with its HTML: the data it rendered with, and when. */
export interface SsrPayload {
  renderedAt: number;
  queries: DehydratedState;
  /** What the routes' loaders returned, by route id (null each: their data is in `queries`), for the browser's router to start from. */
  loaderData: Record<string, unknown>;
  /** What a form's route action answered, when the page is the answer to a form posted to it (by route id). */
  actionData?: Record<string, unknown>;
  /** In a mock build served by the store's server: its mock serves this page's calls too (no service worker). */
  mock?: MockPage;
  /**
   * The signed-in customer (or the guest at checkout) a private or personal page was rendered for, with
   * their data: the browser hydrates it as theirs.
   */
  customer?: RenderedCustomer;
}

const ESCAPES = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' } as const;

/**
 * Each answer's JSON, made once. The server's pages share the API's public answers (the same objects, in
 * every page's cache) for a few seconds, and an answer's JSON was the largest part of writing a page's
 * payload (home's 36 KB: 0.27 ms a page). An answer is never changed once in a cache, so its JSON stays
 * true for as long as the object lives.
 */
const answerJson = new WeakMap<object, string>();

function jsonOfAnswer(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let json = answerJson.get(data);
  if (json === undefined) answerJson.set(data, (json = JSON.stringify(data)));
  return json;
}

/**
 * An object's JSON with `key`'s value written as `valueJson`, in that key's own place: the same text
 * JSON.stringify gives, which orders the members as `Object.entries` does and leaves out undefined ones.
 */
function jsonWith(object: object, key: string, valueJson: string): string {
  const members: string[] = [];
  for (const [name, value] of Object.entries(object)) {
    const json = name === key ? valueJson : (JSON.stringify(value) as string | undefined);
    if (json !== undefined) members.push(`${JSON.stringify(name)}:${json}`);
  }
  return `{${members.join(',')}}`;
}

/** A dehydrated query's JSON, its answer's part made once for every page that shares it. */
function queryJson(query: DehydratedState['queries'][number]): string {
  const { state } = query;
  if (state.data === undefined) return JSON.stringify(query);
  const { data, ...others } = state;
  // A query's state starts with its data (TanStack Query's order): its text is the data's, then the rest
  // stringified at once (a dozen members, each of which jsonWith would stringify on its own).
  const rest = JSON.stringify(others);
  const stateJson =
    Object.keys(state)[0] === 'data'
      ? `{"data":${jsonOfAnswer(data)}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`
      : jsonWith(state, 'data', jsonOfAnswer(data));
  return jsonWith(query, 'state', stateJson);
}

/**
 * The payload as the text of a JSON script element (JSON.stringify's text, the shared answers' parts
 * made once). It is data, never run (the CSP allows no inline script), and `<` is escaped so no value can
 * close the element early.
 */
export function serializePayload(payload: SsrPayload): string {
  const queries = jsonWith(payload.queries, 'queries', `[${payload.queries.queries.map(queryJson).join(',')}]`);
  // The text is the page's largest part: `<` (in most pages) is replaced as a string, without a call per
  // match; the line separators, which JSON.stringify leaves as they are, are looked for only if present.
  const json = jsonWith(payload, 'queries', queries).replaceAll('<', ESCAPES['<']);
  return /[\u2028\u2029]/.test(json) ? json.replace(/[\u2028\u2029]/g, (c) => ESCAPES[c as '\u2028' | '\u2029']) : json;
}

/** The payload the server wrote into the page, or null when the page was not server-rendered or it is unreadable. */
export function readPayload(doc: Document): SsrPayload | null {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      'renderedAt' in value &&
      typeof value.renderedAt === 'number' &&
      'queries' in value &&
      'loaderData' in value &&
      typeof value.loaderData === 'object' &&
      value.loaderData !== null
    )
      return value as SsrPayload;
  } catch {
    // A broken payload is as if there were none: the page renders in the browser.
  }
  return null;
}

/**
 * The server's not-found answers (a query whose error is the API's 404) arrive as plain JSON: they are
 * made ApiErrors again, so a page tells them apart from a failure as it does with its own calls.
 */
export function reviveApiErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') return query;
      const { status, body, operationId, url } = error as { status: number; body?: unknown; operationId?: string; url?: string };
      const revived = new ApiError(status, messageFromBody(status, body), body, operationId, url ?? '');
      return { ...query, state: { ...query.state, error: revived } };
    }),
  };
}
