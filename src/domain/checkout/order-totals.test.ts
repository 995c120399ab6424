import fc from 'fast-check';
import { GIFT_WRAP_CENTS, salesTaxCents, shippingChoices, SIGNATURE_CONFIRMATION_CENTS } from './charges';
import { orderTotals, qualifyingCents } from './order-totals';

const eagle = { productId: 2001, unitCents: 35_99, quantity: 2, ounces: 1 };
const none = { giftWrap: false, signature: false };

describe('order totals', () => {
  it('card prices carry the surcharge per unit; eCheck and wire do not', () => {
    const e = orderTotals({ lines: [eagle], coupon: null, method: 'eCheck', shippingCents: 0, taxCents: 0, extras: none });
    const c = orderTotals({ lines: [eagle], coupon: null, method: 'Card', shippingCents: 0, taxCents: 0, extras: none });
    const a = orderTotals({ lines: [eagle], coupon: null, method: 'ApplePay', shippingCents: 0, taxCents: 0, extras: none });
    const w = orderTotals({ lines: [eagle], coupon: null, method: 'Wire', shippingCents: 0, taxCents: 0, extras: none });
    expect(e.totalCents).toBe(71_98);
    expect(w.totalCents).toBe(71_98);
    expect(c.surchargeCents).toBe(2 * (37_50 - 35_99)); // round(3599 × 1.042) = 3750
    expect(a.totalCents).toBe(c.totalCents);
  });

  it('adds gift wrap ($3.95) and signature confirmation ($5.95) only when chosen', () => {
    const both = orderTotals({
      lines: [eagle],
      coupon: null,
      method: 'Wire',
      shippingCents: 29_95,
      taxCents: 1_00,
      extras: { giftWrap: true, signature: true },
    });
    expect(both).toMatchObject({
      giftWrapCents: GIFT_WRAP_CENTS,
      signatureCents: SIGNATURE_CONFIRMATION_CENTS,
      totalCents: 71_98 + 29_95 + 1_00 + 3_95 + 5_95,
    });
  });

  it('total = merchandise − coupon + shipping + extras + tax, for every method and input', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productId: fc.nat(9),
            unitCents: fc.integer({ min: 1, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 500 }),
            ounces: fc.double({ min: 0.01, max: 100, noNaN: true }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.constantFrom('eCheck' as const, 'Wire' as const, 'Card' as const, 'PayPal' as const, 'ApplePay' as const),
        fc.option(
          fc.record({
            code: fc.constant('X'),
            discountType: fc.constantFrom('$' as const, '%' as const),
            value: fc.integer({ min: 0, max: 200 }),
            couponType: fc.constantFrom('Order', 'Product'),
            applicableProducts: fc.array(fc.nat(9)),
          }),
          { nil: null },
        ),
        fc.nat(10_000),
        fc.nat(50_000),
        fc.boolean(),
        fc.boolean(),
        (lines, method, coupon, ship, tax, giftWrap, signature) => {
          const t = orderTotals({ lines, coupon, method, shippingCents: ship, taxCents: tax, extras: { giftWrap, signature } });
          expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.shippingCents + t.giftWrapCents + t.signatureCents + t.taxCents);
          expect(t.discountCents).toBeGreaterThanOrEqual(0);
          expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
          expect(t.taxableCents).toBe(t.subtotalCents - t.discountCents);
          // The surcharge is 4.2% of each unit price, rounded per unit (a 1-cent unit carries none); never on eCheck or wire.
          const card = method === 'Card' || method === 'PayPal' || method === 'ApplePay';
          expect(t.surchargeCents).toBe(
            card ? lines.reduce((s, l) => s + (Math.round(l.unitCents * 1.042) - l.unitCents) * l.quantity, 0) : 0,
          );
        },
      ),
    );
  });

  it('free standard shipping is judged after the coupon at eCheck prices: $199.00 ships free, $198.99 does not', () => {
    const line = (cents: number) => [{ productId: 1, unitCents: cents, quantity: 1, ounces: 2 }];
    expect(shippingChoices(qualifyingCents(line(199_00), null), 2)[0]?.cents).toBe(0);
    expect(shippingChoices(qualifyingCents(line(198_99), null), 2)[0]?.cents).toBe(29_95);
    const tenOff = { code: 'SILVER10', discountType: '$' as const, value: 10, couponType: 'Order', applicableProducts: [] };
    expect(shippingChoices(qualifyingCents(line(208_99), tenOff), 2)[0]?.cents).toBe(29_95);
    expect(shippingChoices(qualifyingCents(line(209_00), tenOff), 2)[0]?.cents).toBe(0);
  });

  it('express and priority are never free; international orders pay the carrier charge', () => {
    const [standard, priority, express] = shippingChoices(500_00, 200);
    expect(standard?.cents).toBe(0);
    expect(priority?.cents).toBe(8_95);
    expect(express?.cents).toBe(50_00 + 29_95); // 25% of 200 oz
    expect(shippingChoices(500_00, 10, false)[0]?.cents).toBe(29_95);
  });
});

describe('sales tax', () => {
  const ca = { rate: 7.25, isTaxable: true, exemptionThreshold: 1500 };
  it('taxes merchandise and shipping at the state rate, rounded to the cent', () => {
    expect(salesTaxCents(100_00, 29_95, ca)).toBe(Math.round(129_95 * 0.0725));
  });
  it('exempts orders at the threshold and taxes one cent below it', () => {
    expect(salesTaxCents(1500_00, 0, ca)).toBe(0);
    expect(salesTaxCents(1499_99, 0, ca)).toBe(Math.round(1499_99 * 0.0725));
  });
  it('charges nothing where bullion is not taxed', () => {
    expect(salesTaxCents(100_00, 0, { rate: 6, isTaxable: false })).toBe(0);
    expect(salesTaxCents(100_00, 0, { rate: 0, isTaxable: true, exemptionThreshold: null })).toBe(0);
  });
});

describe('free shipping’s qualifying amount (mutation testing)', () => {
  it('is every unit at its eCheck price less the coupon', () => {
    expect(qualifyingCents([{ ...eagle, quantity: 3 }], null)).toBe(107_97);
    expect(
      qualifyingCents([{ ...eagle, quantity: 3 }], {
        code: 'SILVER10',
        discountType: '$',
        value: 10,
        couponType: 'Order',
        applicableProducts: [],
      }),
    ).toBe(97_97);
  });
});
