import fc from 'fast-check';
import { alertMessage, crossed, meets, newAlertError, parseAlerts } from './alerts';

describe('price alerts', () => {
  it('go off when the price reaches the threshold, not a cent before', () => {
    expect(crossed('ask-rises', 2750, 2749.99, 2750)).toBe(true);
    expect(crossed('ask-rises', 2750, 2749.98, 2749.99)).toBe(false);
    expect(crossed('ask-falls', 30, 30.01, 30)).toBe(true);
    expect(crossed('ask-falls', 30, 30.02, 30.01)).toBe(false);
    expect(crossed('premium-falls', 2, 2.5, 1.99)).toBe(true);
  });

  it('do not go off again while the price stays past the threshold', () => {
    expect(crossed('ask-rises', 2750, 2750, 2760)).toBe(false);
    expect(crossed('ask-falls', 30, 29, 28)).toBe(false);
  });

  it('for any two readings, go off exactly when the first misses the condition and the second meets it', () => {
    const kinds = fc.constantFrom('ask-rises' as const, 'ask-falls' as const, 'premium-falls' as const);
    const price = fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(kinds, price, price, price, (kind, threshold, previous, current) => {
        const expected = kind === 'ask-rises' ? previous < threshold && current >= threshold : previous > threshold && current <= threshold;
        expect(crossed(kind, threshold, previous, current)).toBe(expected);
        expect(meets(kind, threshold, threshold)).toBe(true);
      }),
    );
  });

  it('take a price in dollars and cents above zero, up to $1,000,000.00, on the side it is to cross to', () => {
    expect(newAlertError('ask-rises', 'Gold', '', 2712.87)).toBe('Enter a price in dollars.');
    expect(newAlertError('ask-rises', 'Gold', '27.505', 2712.87)).toBe('Enter a price in dollars and cents, such as 2750 or 31.50.');
    expect(newAlertError('ask-rises', 'Gold', 'abc', null)).toBe('Enter a price in dollars and cents, such as 2750 or 31.50.');
    expect(newAlertError('ask-falls', 'Gold', '0', 2712.87)).toBe('Enter a price above zero.');
    expect(newAlertError('ask-falls', 'Gold', '0.01', 2712.87)).toBeNull();
    expect(newAlertError('ask-rises', 'Gold', '1,000,000.00', 2712.87)).toBeNull();
    expect(newAlertError('ask-rises', 'Gold', '1000000.01', 2712.87)).toBe('Enter a price of $1,000,000.00 or less.');
    expect(newAlertError('ask-rises', 'Gold', '$2,712.87', 2712.87)).toBe('Gold’s spot ask is already $2,712.87; choose a price above it.');
    expect(newAlertError('ask-rises', 'Gold', '2712.88', 2712.87)).toBeNull();
    expect(newAlertError('ask-falls', 'Silver', '31.44', 31.44)).toBe('Silver’s spot ask is already $31.44; choose a price below it.');
    expect(newAlertError('ask-falls', 'Silver', '31.43', 31.44)).toBeNull();
    expect(newAlertError('premium-falls', 'Silver', '3', 2.5)).toBe(
      'Silver’s lowest premium over spot is already $2.50; choose a price below it.',
    );
    // Without a price to compare (not loaded yet), only the amount is checked.
    expect(newAlertError('ask-falls', 'Silver', '99', null)).toBeNull();
  });

  it('say what went off, at what price, against which alert', () => {
    expect(alertMessage({ metal: 'Gold', kind: 'ask-rises', threshold: 2750 }, 2751.2)).toBe(
      'Price alert: Gold’s spot ask rose to $2,751.20 (your alert: $2,750.00).',
    );
    expect(alertMessage({ metal: 'Silver', kind: 'ask-falls', threshold: 30 }, 29.98)).toBe(
      'Price alert: Silver’s spot ask fell to $29.98 (your alert: $30.00).',
    );
    expect(alertMessage({ metal: 'Silver', kind: 'premium-falls', threshold: 2 }, 1.5)).toBe(
      'Price alert: Silver’s lowest premium over spot fell to $1.50 (your alert: $2.00).',
    );
  });

  it('are read back from storage checked: malformed entries are dropped, never trusted', () => {
    const good = { id: 'a', metal: 'Gold', kind: 'ask-rises', threshold: 2750 };
    const fired = { id: 'b', metal: 'Silver', kind: 'premium-falls', threshold: 2, triggered: { at: '2026-11-18T15:00:00Z', value: 1.9 } };
    expect(
      parseAlerts(
        JSON.stringify([
          good,
          fired,
          { ...good, metal: 'Tin' },
          { ...good, threshold: -1 },
          { ...good, kind: 'x' },
          { ...good, id: 3 },
          null,
          'x',
          { ...good, threshold: 'NaN' },
        ]),
      ),
    ).toEqual([good, fired]);
    expect(parseAlerts(JSON.stringify([{ ...good, triggered: { at: 1, value: 'x' } }]))).toEqual([good]);
    for (const bad of [null, '', 'not json', '{}', '42']) expect(parseAlerts(bad)).toEqual([]);
    expect(parseAlerts(JSON.stringify(Array.from({ length: 30 }, (_, i) => ({ ...good, id: String(i) }))))).toHaveLength(20);
  });
});
