import { chartMetalFromSlug, chartRangeFrom, metalName, summariseHistory } from './history';

describe('chart pages', () => {
  it.each([
    ['silver-price', 'silver'],
    ['gold-price', 'gold'],
    ['platinum-price', 'platinum'],
    ['palladium-price', 'palladium'],
    ['copper-price', null],
    ['silver', null],
    [undefined, null],
  ])('%s is the chart of %s', (slug, metal) => expect(chartMetalFromSlug(slug)).toBe(metal));

  it('falls back to one year for a missing or unknown range', () => {
    expect(chartRangeFrom('3M')).toBe('3M');
    expect(chartRangeFrom(null)).toBe('1Y');
    expect(chartRangeFrom('10Y')).toBe('1Y');
  });
});

describe('summariseHistory', () => {
  const day = (date: string, open: number, high: number, low: number, close: number) => ({ date, open, high, low, close });

  it('reports the change close to close and the extremes with their dates, whatever the order', () => {
    const s = summariseHistory([
      day('2026-11-03', 31, 31.5, 30.2, 30.5),
      day('2026-11-01', 30, 30.8, 29.6, 30),
      day('2026-11-02', 30, 32.4, 29.9, 32),
    ]);
    expect(s).toEqual({
      from: day('2026-11-01', 30, 30.8, 29.6, 30),
      to: day('2026-11-03', 31, 31.5, 30.2, 30.5),
      change: 0.5,
      changePercent: 1.67,
      low: { price: 29.6, date: '2026-11-01' },
      high: { price: 32.4, date: '2026-11-02' },
    });
  });

  it('a fall is negative', () => {
    expect(summariseHistory([day('2026-01-01', 2700, 2710, 2690, 2700), day('2026-01-02', 2700, 2700, 2600, 2646)])?.changePercent).toBe(
      -2,
    );
  });

  it('has nothing to say about no data', () => expect(summariseHistory([])).toBeNull());
});

describe('chart names and summaries at their edges (mutation testing)', () => {
  it('only the whole slug names a metal', () => {
    for (const slug of ['xsilver-price', 'silver-pricex', 'silver', '', undefined])
      expect(chartMetalFromSlug(slug), String(slug)).toBeNull();
    expect(metalName('palladium')).toBe('Palladium');
  });

  it('the low and the high keep the first day they were reached; a lower low or higher high later moves them', () => {
    const day = (date: string, low: number, high: number) => ({ date, open: 30, close: 30, low, high });
    const s = summariseHistory([day('2026-11-02', 29, 31), day('2026-11-03', 29, 31), day('2026-11-04', 30, 30.5)]);
    expect(s?.low).toEqual({ price: 29, date: '2026-11-02' });
    expect(s?.high).toEqual({ price: 31, date: '2026-11-02' });
    const t = summariseHistory([day('2026-11-02', 29, 31), day('2026-11-03', 28.5, 31.5)]);
    expect(t?.low).toEqual({ price: 28.5, date: '2026-11-03' });
    expect(t?.high).toEqual({ price: 31.5, date: '2026-11-03' });
  });
});
