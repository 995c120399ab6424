import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { getGetSpotPricesQueryOptions, useGetSpotPrices } from '@generated/hooks/pricing/pricing';
import type { LoadableQuery } from '@/api';
import { SPOT_REFRESH_SECONDS, tickCountdown } from '@/domain/chrome/spot-refresh';
import { useCustomerId } from '@/features/session';

/**
 * The seconds until the next refresh (the countdown the header shows). Kept in a store beside React, not in the
 * header's state: only the few words that show it render again each second, not the header with its
 * hundreds of links (that took 60 ms of a phone's main thread every second).
 */
const countdown = createStore<{ left: number }>(() => ({ left: SPOT_REFRESH_SECONDS }));

/** The countdown's seconds; the server and hydration read a full period (the store's first state). */
export function useSecondsLeft(): number {
  return useStore(countdown, (s) => s.left);
}

/**
 * Spot prices, loaded at once and refreshed every 45 seconds by the countdown, which starts
 * again from 45 each time the header mounts. Signed in, the call carries the encoded user id, so the
 * answer holds the portfolio figures.
 */
export function useSpotPrices() {
  const query = useSpotQuotes();
  const { refetch } = query;
  useEffect(() => {
    countdown.setState({ left: SPOT_REFRESH_SECONDS });
    const id = window.setInterval(() => {
      const next = tickCountdown(countdown.getState().left);
      countdown.setState({ left: next.secondsLeft });
      if (next.refresh) void refetch();
    }, 1000);
    return () => window.clearInterval(id);
  }, [refetch]);
  return query;
}

/** The spot call's parameters: signed in, the encoded user id, so the answer holds the portfolio figures. */
function spotParams(userId: number) {
  return userId ? { encodedUserId: btoa(String(userId)) } : {};
}

/** Fresh for one countdown: the countdown, not the cache's age, says when the tiles ask again. */
const SPOT_QUERY = { query: { staleTime: SPOT_REFRESH_SECONDS * 1000, refetchInterval: false, retry: 1 } } as const;

/**
 * The same spot answer for any other part of the page (one request, one cache entry): the header's
 * countdown refreshes it for everyone.
 */
export function useSpotQuotes() {
  // While a page hydrates, the customer the server rendered it for, so the header hydrates on the answer the
  // page came with and is not rendered again (with all its links, in one task) once hydration is done.
  return useGetSpotPrices(spotParams(useCustomerId()), SPOT_QUERY);
}

/** The spot answer's query, for a loader (the customer's id, 0 for a guest): the same request and cache entry `useSpotQuotes` reads. */
export function spotQuery(customerId: number): LoadableQuery {
  return getGetSpotPricesQueryOptions(spotParams(customerId), SPOT_QUERY);
}

/** What a part of a page that reads spot prices says when they cannot be had. */
export const SPOT_UNAVAILABLE = 'Spot prices are unavailable right now. We will try again shortly.';
