import { directionOf, formatPercent, formatSignedUsd, formatUsd } from './money';

describe('money formatting', () => {
  it('formats dollars, signed changes and percentages for people and screen readers', () => {
    expect(formatUsd(2712.4)).toBe('$2,712.40');
    expect(formatSignedUsd(12.6)).toBe('+$12.60');
    expect(formatSignedUsd(-0.18)).toBe('−$0.18');
    expect(formatPercent(0.47)).toBe('+0.47%');
    expect(formatPercent(-0.57)).toBe('−0.57%');
    expect(directionOf(-1)).toBe('down');
    expect(directionOf(0)).toBe('flat');
  });
});

describe('money at zero (mutation testing)', () => {
  it('zero has no sign and no direction; a cent either side has both', () => {
    expect(formatSignedUsd(0)).toBe('$0.00');
    expect(formatSignedUsd(0.01)).toBe('+$0.01');
    expect(formatSignedUsd(-0.01)).toBe('−$0.01');
    expect(directionOf(0)).toBe('flat');
    expect(directionOf(0.01)).toBe('up');
    expect(directionOf(-0.01)).toBe('down');
  });
});

describe('money that rounds to zero or is not a number', () => {
  it('a change under half a cent is $0.00 with no sign; half a cent rounds away from zero and keeps its sign', () => {
    expect(formatSignedUsd(-0.004)).toBe('$0.00');
    expect(formatSignedUsd(0.004)).toBe('$0.00');
    expect(formatSignedUsd(0.005)).toBe('+$0.01');
    expect(formatSignedUsd(-0.005)).toBe('−$0.01');
    expect(formatUsd(-0.004)).toBe('$0.00');
  });

  it('never shows NaN: a missing price or percentage reads as a dash', () => {
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatSignedUsd(Number.NaN)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatPercent(-0.004)).toBe(formatPercent(0));
  });
});
