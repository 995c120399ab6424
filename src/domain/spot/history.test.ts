import { chartMetalFromSlug, chartRangeFrom, summariseHistory } from './history';

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
    const s = summariseHistory([day('2026-11-03', 31, 31.5, 30.2, 30.5), day('2026-11-01', 30, 30.8, 29.6, 30), day('2026-11-02', 30, 32.4, 29.9, 32)]);
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
    expect(summariseHistory([day('2026-01-01', 2700, 2710, 2690, 2700), day('2026-01-02', 2700, 2700, 2600, 2646)])?.changePercent).toBe(-2);
  });

  it('has nothing to say about no data', () => expect(summariseHistory([])).toBeNull());
});
