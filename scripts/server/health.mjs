// @ts-check
// What a load balancer or an orchestrator asks the server: is the process alive (/healthz), and can it
// serve pages with their data (/readyz: the API answers). Both are cheap, never cached, and answered
// before anything else, so a probe never renders a store page.
import { Router } from 'express';

/** How long /readyz waits for the API: a probe must answer well within a load balancer's own timeout. */
export const READY_TIMEOUT_MS = 1000;

/** The call /readyz makes: the spot prices, which every page shows and which need no customer. */
export const READY_PATH = '/api/Pricing/GetSpotPrices';

/**
 * @param {{ apiBaseUrl: string; timeoutMs?: number; startedAt?: number }} options
 * @returns {import('express').Router}
 */
export function healthRoutes({ apiBaseUrl, timeoutMs = READY_TIMEOUT_MS, startedAt = Date.now() }) {
  const router = Router();
  /** Probes that arrive together share one call to the API. @type {Promise<{ ready: boolean; body: object }> | null} */
  let probing = null;
  const probe = async () => {
    const started = performance.now();
    try {
      const answer = await fetch(new URL(READY_PATH, apiBaseUrl), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      await answer.body?.cancel();
      const ms = Math.round(performance.now() - started);
      return answer.ok
        ? { ready: true, body: { status: 'ready', api: { status: answer.status, ms } } }
        : { ready: false, body: { status: 'unready', reason: `the API answered ${answer.status}`, api: { status: answer.status, ms } } };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        ready: false,
        body: { status: 'unready', reason: timedOut ? `the API did not answer within ${timeoutMs} ms` : 'the API could not be reached' },
      };
    }
  };
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  });
  router.get('/readyz', async (_req, res) => {
    probing ??= probe().finally(() => {
      probing = null;
    });
    const { ready, body } = await probing;
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json(body);
  });
  return router;
}
