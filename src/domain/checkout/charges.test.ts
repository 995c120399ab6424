import fc from 'fast-check';
import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  hasSurcharge,
  MIN_CARRIER_CHARGE_CENTS,
  salesTaxCents,
  shippingChoices,
  shippingCents,
  surchargeFor,
  withSurcharge,
} from './charges';

describe('charges', () => {
  it('adds 4.2 percent for card and PayPal, nothing for eCheck or wire', () => {
    expect(withSurcharge(100_00)).toBe(104_20);
    expect(surchargeFor(1_000_00, 'Card')).toBe(42_00);
    expect(surchargeFor(1_000_00, 'PayPal')).toBe(42_00);
    expect(surchargeFor(1_000_00, 'eCheck')).toBe(0);
    expect(surchargeFor(1_000_00, 'Wire')).toBe(0);
  });

  it.each([
    ['Card', true],
    ['PayPal', true],
    ['ApplePay', true],
    ['eCheck', false],
    ['Wire', false],
  ] as const)('%s pays the surcharge: %s (Apple Pay is a card payment)', (method, pays) => {
    expect(hasSurcharge(method)).toBe(pays);
    expect(surchargeFor(1_000_00, method)).toBe(pays ? 42_00 : 0);
  });

  it('ships free at exactly $199.00 and one cent above; one cent below pays', () => {
    expect(shippingCents(199_01, 1)).toBe(0);
    expect(shippingCents(199_00, 1)).toBe(0);
    expect(shippingCents(198_99, 1)).toBe(MIN_CARRIER_CHARGE_CENTS);
  });

  it('ships free from $199.00, and charges at least $29.95 below it', () => {
    expect(shippingCents(199_00, 500)).toBe(0);
    expect(shippingCents(198_99, 1)).toBe(29_95);
  });

  it('charges 25 percent of total ounces when that is above the minimum', () => {
    expect(shippingCents(150_00, 200)).toBe(50_00);
    expect(shippingCents(150_00, 119.8)).toBe(29_95);
  });

  it('charges international orders the carrier rate whatever their size', () => {
    expect(shippingCents(5_000_00, 10, false)).toBe(29_95);
  });

  it('property: shipping is 0 or at least the minimum, and never depends on price above the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0, max: 5000, noNaN: true }), (cents, oz) => {
        const s = shippingCents(cents, oz);
        expect(s === 0 || s >= MIN_CARRIER_CHARGE_CENTS).toBe(true);
        if (cents >= FREE_SHIPPING_THRESHOLD_CENTS) expect(s).toBe(0);
      }),
    );
  });

  it('property: the surcharge is never negative and grows with the subtotal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (a, extra) => {
        expect(surchargeFor(a, 'Card')).toBeGreaterThanOrEqual(0);
        expect(surchargeFor(a + extra, 'Card')).toBeGreaterThanOrEqual(surchargeFor(a, 'Card'));
      }),
    );
  });
});

describe('shipping choices and sales tax', () => {
  it('offers UPS free from $199, USPS at least $8.95 and FedEx at the carrier rate plus $29.95, at least $49.95', () => {
    expect(shippingChoices(250_00, 300)).toEqual([
      { code: 'standard', carrier: 'UPS', label: 'UPS Ground, fully insured', cents: 0, estimatedDays: '3-5 business days' },
      {
        code: 'usps-priority',
        carrier: 'USPS',
        label: 'USPS Priority Mail, fully insured',
        cents: 8_95,
        estimatedDays: '2-4 business days',
      },
      // 300 oz × $0.25 = $75.00, plus $29.95
      { code: 'express', carrier: 'FedEx', label: 'FedEx 2Day, fully insured', cents: 104_95, estimatedDays: '2 business days' },
    ]);
    expect(shippingChoices(100_00, 10).map((c) => c.cents)).toEqual([29_95, 29_95, 59_90]);
  });

  it('taxes merchandise and shipping at the state rate, nothing where the state does not tax', () => {
    expect(salesTaxCents(100_00, 10_00, { rate: 8.25, isTaxable: true })).toBe(9_08);
    expect(salesTaxCents(100_00, 10_00, { rate: 8.25, isTaxable: false })).toBe(0);
    expect(salesTaxCents(100_00, 10_00, { rate: 0, isTaxable: true })).toBe(0);
  });

  it('exempts an order at the threshold and above, taxes it a cent below; no threshold means always taxed', () => {
    const rule = { rate: 10, isTaxable: true, exemptionThreshold: 1000 };
    expect(salesTaxCents(1000_00, 0, rule)).toBe(0);
    expect(salesTaxCents(999_99, 0, rule)).toBe(100_00);
    expect(salesTaxCents(5000_00, 0, { ...rule, exemptionThreshold: null })).toBe(500_00);
    expect(salesTaxCents(5000_00, 0, { ...rule, exemptionThreshold: undefined })).toBe(500_00);
  });
});
