import { useEffect, useRef, useState } from 'react';
import { useGetSpotPrices } from '@generated/hooks/pricing/pricing';
import { SPOT_REFRESH_SECONDS, tickCountdown } from '@/domain/chrome/spot-refresh';
import { useSession } from '@/features/session';

/**
 * Spot prices, loaded at once and refreshed every 45 seconds by a countdown kept in state (spec 4).
 * Signed in, the call carries the encoded user id, so the answer holds the portfolio figures.
 */
export function useSpotPrices() {
  const query = useSpotQuotes();
  const [secondsLeft, setSecondsLeft] = useState(SPOT_REFRESH_SECONDS);
  const left = useRef(SPOT_REFRESH_SECONDS);
  const { refetch } = query;
  useEffect(() => {
    const id = window.setInterval(() => {
      const next = tickCountdown(left.current);
      left.current = next.secondsLeft;
      setSecondsLeft(next.secondsLeft);
      if (next.refresh) void refetch();
    }, 1000);
    return () => window.clearInterval(id);
  }, [refetch]);
  return { ...query, secondsLeft };
}

/**
 * The same spot answer for any other part of the page (one request, one cache entry): the header's
 * countdown refreshes it for everyone.
 */
export function useSpotQuotes() {
  const userId = useSession((s) => (s.isLoggedIn ? s.user?.userId : undefined));
  const params = userId ? { encodedUserId: btoa(String(userId)) } : {};
  return useGetSpotPrices(params, { query: { staleTime: SPOT_REFRESH_SECONDS * 1000, refetchInterval: false, retry: 1 } });
}
