import { quoteByName, quoteOf, spotMetalOf, SPOT_METALS, type SpotFields } from './quote';

/** A spot answer whose every figure says which metal and field it is, so a mixed-up read shows. */
const spot = Object.fromEntries(
  SPOT_METALS.flatMap((m, i) => [
    [`${m}Ask`, 1000 * (i + 1) + 1],
    [`${m}Bid`, 1000 * (i + 1) + 2],
    [`${m}Change`, 1000 * (i + 1) + 3],
    [`${m}ChangePercent`, 1000 * (i + 1) + 4],
  ]),
) as SpotFields;

describe('a metal’s spot quote', () => {
  it('reads each metal’s own ask, bid, change and percent', () => {
    expect(quoteOf(spot, 'gold')).toEqual({ ask: 1001, bid: 1002, change: 1003, percent: 1004 });
    expect(quoteOf(spot, 'palladium')).toEqual({ ask: 4001, bid: 4002, change: 4003, percent: 4004 });
  });

  it('finds a metal by the name products use, in any case; copper and unknown names have no quote', () => {
    expect(spotMetalOf('Silver')).toBe('silver');
    expect(spotMetalOf('PLATINUM')).toBe('platinum');
    expect(spotMetalOf('Copper')).toBeNull();
    expect(spotMetalOf('')).toBeNull();
    expect(quoteByName(spot, 'Silver')?.ask).toBe(2001);
    expect(quoteByName(spot, 'Copper')).toBeNull();
    expect(quoteByName(undefined, 'Gold')).toBeNull();
  });
});
