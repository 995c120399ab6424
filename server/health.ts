// What a load balancer or an orchestrator asks the server: is the process alive (/healthz), and should it be
// sent shoppers (/readyz: it has started and is not stopping). The API's health is a field of /readyz, not a
// reason to leave the load balancer: when the API fails, every instance fails with it, and an instance that
// is still in rotation serves the pages it kept from before the failure (the page cache's stale-if-error).
// Both are cheap, never cached, and answered before anything else, so a probe never renders a store page.
import { Router } from 'express';

/** How the API answered the probe's call: `up` with its status and time, or `down` with why. */
type ApiHealth = { status: 'up'; answered: number; ms: number } | { status: 'down'; reason: string; answered?: number; ms?: number };

/** How long /readyz waits for the API: a probe must answer well within a load balancer's own timeout. */
export const READY_TIMEOUT_MS = 1000;

/** The call /readyz makes: the spot prices, which every page shows and which need no customer. */
export const READY_PATH = '/api/Pricing/GetSpotPrices';

/**
 * The probes, and `drain()`, which makes /readyz fail (503 `draining`) from then on: called first when the
 * server is told to stop, so a load balancer stops sending shoppers before the listener closes.
 */
export function healthRoutes({
  apiBaseUrl,
  timeoutMs = READY_TIMEOUT_MS,
  startedAt = Date.now(),
}: {
  apiBaseUrl: string;
  timeoutMs?: number;
  startedAt?: number;
}): Router & { drain: () => void } {
  const router = Router();
  let draining = false;
  /** Probes that arrive together share one call to the API. */
  let probing: Promise<ApiHealth> | null = null;
  /** How the API answers its spot prices. */
  const probe = async (): Promise<ApiHealth> => {
    const started = performance.now();
    try {
      const answer = await fetch(new URL(READY_PATH, apiBaseUrl), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      await answer.body?.cancel();
      const ms = Math.round(performance.now() - started);
      return answer.ok
        ? { status: 'up', answered: answer.status, ms }
        : { status: 'down', reason: `the API answered ${answer.status}`, answered: answer.status, ms };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { status: 'down', reason: timedOut ? `the API did not answer within ${timeoutMs} ms` : 'the API could not be reached' };
    }
  };
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (draining) {
      res.status(503).json({ status: 'draining', reason: 'the server is stopping: it finishes the requests in flight' });
      return;
    }
    probing ??= probe().finally(() => {
      probing = null;
    });
    res.status(200).json({ status: 'ready', api: await probing });
  });
  return Object.assign(router, {
    drain: () => {
      draining = true;
    },
  });
}
