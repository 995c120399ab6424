import { hashKey, isCancelledError, QueryClient, type QueryFunction, type QueryKey, type SkipToken } from '@tanstack/react-query';
import { ApiError, isApiError } from './api-error';

/**
 * Any query's options as the generated `getXQueryOptions` give them (or a feature's own, for a query
 * worked out from several calls). Only what loading needs is read: the key, the function, how long an
 * answer stays fresh (so a browser navigation does not fetch again what the page holds fresh).
 */
export interface LoadableQuery {
  queryKey: QueryKey;
  queryFn?: QueryFunction<unknown, never> | SkipToken;
  staleTime?: unknown;
}

/** How long the server reuses a public answer for other pages, at most: a price spike's many pages share each call. */
export const SHARED_FOR_MS = 5_000;

/** Marks a failure among the answers (an answer's own data can be any object, so a symbol no data has). */
const FAILED = Symbol('failed');

/** What a query's answer is when the page's budget ran out before it came (or the shopper left). */
export const NO_ANSWER = Symbol('no answer');

/**
 * The API's refusal or failure for a query: an answer too, which the page renders (not found for a 404,
 * its error state with Try again for anything else), unlike no answer in time. Always an ApiError: an API
 * that could not be reached at all is a 503 here, so the error reaches the browser as one it can tell apart.
 */
export interface FailedAnswer {
  error: ApiError;
}

/** True for the API's "no such thing" (404), which a page renders as not found rather than loading. */
export const isNotFoundError = (error: unknown): error is ApiError => isApiError(error) && error.status === 404;

/** A call's failure as an ApiError: the API's own, or a 503 for an API the server could not reach or read. */
function asApiError(error: unknown, queryKey: QueryKey): ApiError {
  if (isApiError(error)) return error;
  const url = typeof queryKey[0] === 'string' ? queryKey[0] : '';
  return new ApiError(503, 'The API could not be reached.', undefined, undefined, url);
}

/**
 * The server's public answers (spot prices, menus, products: what any guest may see), shared by every
 * page it renders for a few seconds, so a spike of shoppers opening the same pages costs the API one call
 * per answer every few seconds instead of one per page, and the server does not fetch, parse and check
 * the same answer a hundred times a second. An answer is reused for {@link SHARED_FOR_MS}, or less when
 * its query keeps it fresh for less (a query with no freshness is never shared). Concurrent pages asking
 * for the same answer wait for the same call. A failed call is not kept: the next page asks again.
 *
 * A page waits only as long as its budget: then it stops waiting, and when no other page is waiting for
 * that call either, the call is cancelled (its HTTP request aborted), so nothing is left running for no one.
 */
export class SharedAnswers {
  private readonly client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 60_000 } } });
  private readonly waiting = new Map<string, number>();

  constructor(private readonly sharedForMs = SHARED_FOR_MS) {}

  async answer(
    { queryKey, queryFn, staleTime }: LoadableQuery,
    stopped: Promise<void>,
  ): Promise<{ data: unknown; updatedAt: number } | FailedAnswer | typeof NO_ANSWER> {
    const hash = hashKey(queryKey);
    const fresh = Math.min(this.sharedForMs, typeof staleTime === 'number' ? staleTime : this.sharedForMs);
    this.waiting.set(hash, (this.waiting.get(hash) ?? 0) + 1);
    try {
      const call = this.client
        .fetchQuery({ queryKey, queryFn: queryFn as Parameters<QueryClient['fetchQuery']>[0]['queryFn'], staleTime: fresh })
        .catch((error: unknown) => (isCancelledError(error) ? NO_ANSWER : { [FAILED]: asApiError(error, queryKey) }));
      const data = await Promise.race([call, stopped.then(() => NO_ANSWER)]);
      if (data === NO_ANSWER) return NO_ANSWER;
      if (typeof data === 'object' && data !== null && FAILED in data) return { error: data[FAILED] as ApiError };
      return { data, updatedAt: this.client.getQueryState(queryKey)?.dataUpdatedAt ?? Date.now() };
    } finally {
      const left = (this.waiting.get(hash) ?? 1) - 1;
      if (left > 0) this.waiting.set(hash, left);
      else {
        this.waiting.delete(hash);
        if (this.client.getQueryState(queryKey)?.fetchStatus === 'fetching') void this.client.cancelQueries({ queryKey, exact: true });
      }
    }
  }

  /** Forgets every answer (tests). */
  clear(): void {
    this.client.clear();
  }
}
