// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { figures, line, measuredPath, median, misses, PAGES, pagesToRun, spread } from './bench.mjs';

const lhr = (perf, a11y, audits, { seo = 1, crawlable = true } = {}) => ({
  categories: { performance: { score: perf }, accessibility: { score: a11y }, seo: { score: seo } },
  audits: {
    ...Object.fromEntries(Object.entries(audits).map(([k, v]) => [k, { numericValue: v }])),
    'is-crawlable': { score: crawlable ? 1 : 0 },
  },
});

describe('bench figures', () => {
  it('names the page Lighthouse measured: the one asked for, or where the server sent it (a customer page as a guest)', () => {
    const asked = 'http://localhost:4190/orders/order-history';
    expect(measuredPath({ requestedUrl: asked, mainDocumentUrl: asked })).toBe('/orders/order-history');
    expect(measuredPath({ requestedUrl: asked, mainDocumentUrl: 'http://localhost:4190/signin?redirect=%2Forders%2Forder-history' })).toBe(
      '/signin?redirect=%2Forders%2Forder-history',
    );
    expect(measuredPath({ requestedUrl: 'http://localhost:4190/' })).toBe('/');
  });

  it('reads scores as whole percents and the four timings from Lighthouse’s audits', () => {
    const f = figures(
      lhr(0.954, 1, {
        'first-contentful-paint': 1234,
        'largest-contentful-paint': 2345,
        'total-blocking-time': 56.4,
        'cumulative-layout-shift': 0.0123,
      }),
    );
    expect(f).toEqual({ perf: 95, a11y: 100, seo: 100, noindex: 0, fcpMs: 1234, lcpMs: 2345, tbtMs: 56.4, cls: 0.0123 });
    expect(line('product', f)).toBe('product   perf  95  a11y 100  seo 100  FCP 1.2 s  LCP 2.3 s  TBT   56 ms  CLS 0.012');
  });

  it('says when a page keeps itself out of search engines, and then does not hold its SEO score to 100', () => {
    const timings = {
      'first-contentful-paint': 900,
      'largest-contentful-paint': 1200,
      'total-blocking-time': 10,
      'cumulative-layout-shift': 0,
    };
    const cart = figures(lhr(1, 1, timings, { seo: 0.69, crawlable: false }));
    expect(cart).toMatchObject({ seo: 69, noindex: 1 });
    expect(line('cart', cart)).toContain('seo  69 (noindex)');
    expect(misses(cart)).toEqual([]);
    expect(misses(figures(lhr(1, 1, timings, { seo: 0.99 })))).toEqual(['seo 99 < 100']);
  });

  it('holds each target at its edge: perf 95 and a11y 100 meet it, TBT and CLS must stay under', () => {
    const at = { perf: 95, a11y: 100, seo: 100, noindex: 0, fcpMs: 0, lcpMs: 0, tbtMs: 99.9, cls: 0.0199 };
    expect(misses(at)).toEqual([]);
    expect(misses({ ...at, perf: 94 })).toEqual(['perf 94 < 95']);
    expect(misses({ ...at, a11y: 99 })).toEqual(['a11y 99 < 100']);
    expect(misses({ ...at, tbtMs: 100 })).toEqual(['TBT 100 ms ≥ 100 ms']);
    expect(misses({ ...at, cls: 0.02 })).toEqual(['CLS 0.020 ≥ 0.02']);
    expect(misses({ ...at, cls: Number.NaN })).toHaveLength(1);
  });

  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('shows each run’s perf and TBT beside the median, in the order they ran', () => {
    expect(
      spread([
        { perf: 99, tbtMs: 61.6 },
        { perf: 95, tbtMs: 261.2 },
        { perf: 98, tbtMs: 120 },
      ]),
    ).toBe('runs: perf 99/95/98, TBT 62/261/120 ms');
  });
});

describe('which pages the bench measures', () => {
  it('the four landing pages unless BENCH_PAGES names others, each named by its path as a file name; what is not a path is ignored', () => {
    expect(pagesToRun(undefined)).toBe(PAGES);
    expect(pagesToRun('')).toBe(PAGES);
    expect(pagesToRun('/')).toEqual([['home', '/']]);
    expect(pagesToRun(' /orders/order-history , /coupons,nope')).toEqual([
      ['orders-order-history', '/orders/order-history'],
      ['coupons', '/coupons'],
    ]);
  });
});
