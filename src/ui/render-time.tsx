import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The instant the page was rendered on the server (ms since the epoch), or null when it was not. The
 * client hydrates with the server's instant, so what depends on the time (the image version, the market
 * day, a sale's countdown) reads the same on both sides and hydration finds no mismatch; after that the
 * client's own clock takes over.
 */
const ServerRenderTime = createContext<number | null>(null);

export function RenderTimeProvider({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  return <ServerRenderTime.Provider value={renderedAt}>{children}</ServerRenderTime.Provider>;
}

const MINUTE = 60_000;
const noSubscription = () => () => {};
/** Rounded to the minute, so the snapshot is stable between renders (React compares it). */
const clientMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * Now, to the minute: the server's render time while rendering on the server and while hydrating, the
 * client's clock on every later render. Not a ticking clock: a component that must tick keeps its own
 * interval and starts it from this.
 */
export function useRenderTime(): Date {
  const serverTime = useContext(ServerRenderTime);
  const minute = useSyncExternalStore(noSubscription, clientMinute, () =>
    serverTime === null ? clientMinute() : Math.floor(serverTime / MINUTE) * MINUTE,
  );
  return new Date(minute);
}

const tickers = new Map<number, () => number>();
/** A stable snapshot function per step, so React sees the same value until the step passes. */
function snapshotOf(stepMs: number): () => number {
  let fn = tickers.get(stepMs);
  if (!fn) {
    fn = () => Math.floor(Date.now() / stepMs) * stepMs;
    tickers.set(stepMs, fn);
  }
  return fn;
}

/**
 * A clock that ticks every `stepMs` (ms since the epoch, rounded down to the step): the server's render
 * time on the server and while hydrating, then the client's clock, re-rendering at each step.
 */
export function useTickingTime(stepMs: number): number {
  const serverTime = useContext(ServerRenderTime);
  const snapshot = snapshotOf(stepMs);
  const subscribe = useCallback(
    (onTick: () => void) => {
      const id = setInterval(onTick, stepMs);
      return () => clearInterval(id);
    },
    [stepMs],
  );
  return useSyncExternalStore(subscribe, snapshot, () => (serverTime === null ? snapshot() : Math.floor(serverTime / stepMs) * stepMs));
}
