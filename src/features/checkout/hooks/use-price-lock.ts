import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CartLineRequest, PriceLock } from '@generated/hooks/model';
import { PRICE_LOCK_MS, priceChanges, secondsHeld, type PriceChange } from '@/domain/cart/price-lock';
import { toCents } from '@/domain/checkout/charges';
import { priceLockQuery } from '../queries';

export type LockedLine = PriceLock['data']['lines'][number];
/** How old a lock may be and still be the one the page was rendered with: the time a page takes to arrive and hydrate. */
const RENDERED_LOCK_MS = 60_000;
const keyOf = (l: { productId: number; stockSource?: string | undefined; size?: string | null | undefined }) =>
  `${l.productId}|${l.stockSource ?? 'Instock'}|${l.size ?? ''}`;
const asPrices = (lines: readonly LockedLine[]) =>
  lines.map((l) => ({ key: keyOf(l), name: l.productName, unitCents: toCents(l.unitPrice) }));

/**
 * Prices held for 5 minutes from the moment checkout opens (LockPrices). When the hold runs out the lines
 * are locked again; the shopper is told what changed and must confirm the new prices before ordering.
 */
export function usePriceLock(lines: CartLineRequest[], enabled: boolean) {
  const [now, setNow] = useState(() => Date.now());
  const [changes, setChanges] = useState<PriceChange[] | null>(null);
  const previous = useRef<LockedLine[] | null>(null);
  const query = useQuery({
    ...priceLockQuery(lines),
    enabled: enabled && lines.length > 0,
    // The lock the page was rendered with on the server is this visit's (asked again, the page would show
    // its prices as being updated, and a form sent before the script came would name a lock replaced);
    // one kept from an earlier visit is asked for anew.
    refetchOnMount: (q) => (Date.now() - q.state.dataUpdatedAt < RENDERED_LOCK_MS ? false : 'always'),
  });
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const lockedAt = query.dataUpdatedAt || null;
  const held = lockedAt ? secondsHeld(lockedAt, now) : null;
  const { refetch, data, isFetching } = query;

  useEffect(() => {
    if (held !== 0 || isFetching || !data) return;
    previous.current = data.data.lines;
    void refetch().then((r) => {
      if (r.data && previous.current) setChanges(priceChanges(asPrices(previous.current), asPrices(r.data.data.lines)));
    });
  }, [held, isFetching, data, refetch]);

  /** Locks again now (after the API said the lock had ended), keeping what changed for the shopper. */
  const relock = async () => {
    const before = data?.data.lines ?? [];
    const r = await refetch();
    if (r.data) setChanges(priceChanges(asPrices(before), asPrices(r.data.data.lines)));
  };

  return {
    lock: data?.data ?? null,
    held,
    /** When the hold ends (ms since the epoch); null before the prices are held. */
    until: lockedAt ? lockedAt + PRICE_LOCK_MS : null,
    isPending: query.isPending && query.fetchStatus !== 'idle',
    isError: query.isError,
    error: query.error,
    isRelocking: isFetching && Boolean(data),
    /** What changed at the last re-lock; null until the first re-lock, cleared once confirmed. */
    changes,
    confirmChanges: () => setChanges(null),
    relock,
    retry: () => void refetch(),
  };
}
export type PriceLockState = ReturnType<typeof usePriceLock>;
