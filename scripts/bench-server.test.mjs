// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { line, ratioLine, runFigures, summarise } from './bench-server.mjs';

const result = (over = {}) => ({
  requests: { average: 36.2, total: 362 },
  latency: { p50: 264, p99: 480 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...over,
});

describe('server bench figures', () => {
  it('gives the server’s CPU time per answered request in milliseconds', () => {
    // 9.05 s of CPU over 362 requests is 25 ms each.
    expect(runFigures(result(), 9_050_000)).toEqual({ rps: 36.2, p50: 264, p99: 480, cpuMs: 25, failed: 0, failures: {} });
  });

  it('counts non-2xx answers, socket errors, timeouts and pages sent unrendered as failed', () => {
    expect(runFigures(result({ non2xx: 1 }), 1).failed).toBe(1);
    const figures = runFigures(
      result({ non2xx: 2, errors: 1, timeouts: 3, statusCodeStats: { 200: { count: 9 }, 503: { count: 2 } } }),
      1,
      4,
    );
    expect(figures.failed).toBe(10);
    expect(figures.failures).toEqual({ 503: 2, errors: 1, timeouts: 3, unrendered: 4 });
  });

  it('never divides by no requests: a run that answered none has no CPU figure', () => {
    expect(runFigures(result({ requests: { average: 0, total: 0 } }), 5000).cpuMs).toBeNaN();
  });

  it('takes each figure’s median over the runs and sums their failures', () => {
    const runs = [
      { rps: 30, p50: 300, p99: 900, cpuMs: 30, failed: 0 },
      { rps: 36, p50: 260, p99: 400, cpuMs: 25, failed: 1, failures: { 503: 1 } },
      { rps: 34, p50: 280, p99: 500, cpuMs: 27, failed: 0 },
    ];
    expect(summarise(runs)).toEqual({ rps: 34, p50: 280, p99: 500, cpuMs: 27, failed: 1, failures: { 503: 1 } });
    expect(line('home', summarise(runs), runs)).toBe(
      'home        34.0 req/s  p50  280 ms  p99   500 ms  CPU  27.0 ms/req   runs 30.0/36.0/34.0 req/s   1 failed (1 × 503)',
    );
  });

  it('compares this checkout with its base as ratios: more requests and less CPU show as above and below 1', () => {
    const base = { rps: 84.0, p50: 100, p99: 265, cpuMs: 15 };
    const now = { rps: 168.0, p50: 50, p99: 149.4, cpuMs: 7.5 };
    expect(ratioLine('home', now, base)).toBe('home      now/base  ×2.00 req/s  CPU  ×0.50 a request  p99 149 against 265 ms');
    // One request fewer a second than twice the base is under 2 at the figures' precision.
    expect(ratioLine('home', { ...now, rps: 167 }, base)).toContain('×1.99 req/s');
    expect(ratioLine('cart', now, { ...base, rps: 0, cpuMs: Number.NaN })).toBe(
      'cart      now/base    n/a req/s  CPU    n/a a request  p99 149 against 265 ms',
    );
  });
});
