import fc from 'fast-check';
import { MIN_CARRIER_CHARGE_CENTS } from '../checkout/charges';
import { cartTotals, couponDiscountCents, toCouponRule, type CouponRule, type TotalsLine } from './totals';

const line = (over: Partial<TotalsLine> = {}): TotalsLine => ({
  productId: 1,
  unitCents: 35_00,
  quantity: 1,
  ounces: 1,
  selected: true,
  isActive: true,
  ...over,
});
const none = { coupon: null, tax: null };
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'X',
  discountType: '$',
  value: 10,
  couponType: 'Order',
  applicableProducts: [],
  ...over,
});

describe('cart totals in cents', () => {
  it('adds the 4.2 percent surcharge to every card/PayPal unit price', () => {
    const lines = [line({ unitCents: 35_17, quantity: 3 })];
    expect(cartTotals(lines, none, 'eCheck').subtotalCents).toBe(105_51);
    // 35.17 × 1.042 = 36.647… → 36.65 a unit
    const card = cartTotals(lines, none, 'card');
    expect(card.subtotalCents).toBe(109_95);
    expect(card.surchargeCents).toBe(4_44);
  });

  it('ships free at $199.00 of merchandise and charges the carrier rate just below it', () => {
    expect(cartTotals([line({ unitCents: 199_00 })], none, 'eCheck').shippingCents).toBe(0);
    const below = cartTotals([line({ unitCents: 198_99 })], none, 'eCheck');
    expect(below.shippingCents).toBe(MIN_CARRIER_CHARGE_CENTS);
    expect(below.toFreeShippingCents).toBe(1);
  });

  it('charges 25 percent of the ounces in dollars, at least $29.95, when shipping is not free', () => {
    // 150 oz × $0.25 = $37.50 (an international order, so no free threshold)
    expect(cartTotals([line({ unitCents: 10_00, quantity: 150, ounces: 1 })], { ...none, domestic: false }, 'eCheck').shippingCents).toBe(
      37_50,
    );
    // 10 oz × $0.25 = $2.50 → the $29.95 minimum
    expect(cartTotals([line({ unitCents: 10_00, quantity: 10 })], none, 'eCheck').shippingCents).toBe(29_95);
  });

  it('judges free shipping after the coupon, the same way for both methods', () => {
    const lines = [line({ unitCents: 205_00 })];
    const c = coupon({ value: 10 });
    expect(cartTotals(lines, { coupon: c, tax: null }, 'eCheck').shippingCents).toBe(29_95);
    expect(cartTotals(lines, { coupon: c, tax: null }, 'card').shippingCents).toBe(29_95);
  });

  it('takes $ and % coupons off, a Product coupon only off its products, never below zero', () => {
    const lines = [line({ productId: 1, unitCents: 100_00 }), line({ productId: 2, unitCents: 50_00 })];
    expect(couponDiscountCents(lines, coupon({ value: 10 }), 'eCheck')).toBe(10_00);
    expect(couponDiscountCents(lines, coupon({ discountType: '%', value: 10 }), 'eCheck')).toBe(15_00);
    expect(
      couponDiscountCents(lines, coupon({ discountType: '%', value: 10, couponType: 'Product', applicableProducts: [2] }), 'eCheck'),
    ).toBe(5_00);
    expect(couponDiscountCents(lines, coupon({ value: 500, couponType: 'Product', applicableProducts: [2] }), 'eCheck')).toBe(50_00);
    expect(couponDiscountCents(lines, coupon({ couponType: 'Product', applicableProducts: [9] }), 'eCheck')).toBe(0);
  });

  it('estimates tax on the discounted merchandise, and not at all at or above a state’s exemption', () => {
    const lines = [line({ unitCents: 100_00 })];
    expect(cartTotals(lines, { coupon: coupon({ value: 10 }), tax: { ratePercent: 7.25, exemptFromCents: null } }, 'eCheck').taxCents).toBe(
      6_53,
    );
    expect(cartTotals(lines, { coupon: null, tax: { ratePercent: 7.25, exemptFromCents: 100_00 } }, 'eCheck').taxCents).toBe(0);
    expect(cartTotals(lines, { coupon: null, tax: { ratePercent: 0, exemptFromCents: null } }, 'eCheck').taxCents).toBe(0);
  });

  it.each([
    // merchandise, coupon, tax: the exemption from $1,000.00 is judged on what is paid after the coupon
    [1000_00, 0, 0],
    [999_99, 0, 72_50],
    [1010_00, 10, 0],
    [1009_99, 10, 72_50],
    [1005_00, 10, 72_14],
  ])('exemption from $1,000 judged after the coupon: %i¢ of merchandise less a $%i coupon pays %i¢ tax', (merchandise, off, tax) => {
    const lines = [line({ unitCents: merchandise })];
    const rule = { ratePercent: 7.25, exemptFromCents: 1000_00 };
    expect(cartTotals(lines, { coupon: off ? coupon({ value: off }) : null, tax: rule }, 'eCheck').taxCents).toBe(tax);
  });

  it('an empty cart costs nothing, shipping included', () => {
    expect(cartTotals([line({ selected: false })], none, 'card')).toMatchObject({
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      toFreeShippingCents: 0,
    });
  });
});

const arbLine = fc.record({
  productId: fc.integer({ min: 1, max: 5 }),
  unitCents: fc.integer({ min: 1, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 100 }),
  ounces: fc.constantFrom(0, 0.1, 0.25, 1, 10, 32.15),
  selected: fc.boolean(),
  isActive: fc.boolean(),
});
const arbCoupon = fc.option(
  fc.record({
    code: fc.constant('C'),
    discountType: fc.constantFrom('$' as const, '%' as const),
    value: fc.integer({ min: 0, max: 1000 }),
    couponType: fc.constantFrom('Order', 'Product'),
    applicableProducts: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
  }),
);
const arbTax = fc.option(
  fc.record({ ratePercent: fc.constantFrom(0, 4, 6.25, 7.25, 10), exemptFromCents: fc.option(fc.constantFrom(500_00, 1000_00, 2000_00)) }),
);

describe('cart totals, properties', () => {
  it('total = subtotal − discount + shipping + tax, all whole cents, discount within the subtotal', () => {
    fc.assert(
      fc.property(
        fc.array(arbLine, { maxLength: 6 }),
        arbCoupon,
        arbTax,
        fc.constantFrom('eCheck' as const, 'card' as const),
        (lines, c, tax, by) => {
          const t = cartTotals(lines, { coupon: c, tax }, by);
          expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.shippingCents + t.taxCents);
          for (const v of [t.subtotalCents, t.discountCents, t.shippingCents, t.taxCents, t.totalCents])
            expect(Number.isInteger(v) && v >= 0).toBe(true);
          expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
        },
      ),
    );
  });

  it('card/PayPal never costs less than eCheck/wire; the surcharge is at most 4.2 percent plus rounding', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 6 }), arbCoupon, (lines, c) => {
        const e = cartTotals(lines, { coupon: c, tax: null }, 'eCheck');
        const k = cartTotals(lines, { coupon: c, tax: null }, 'card');
        expect(k.subtotalCents).toBeGreaterThanOrEqual(e.subtotalCents);
        expect(k.totalCents).toBeGreaterThanOrEqual(e.totalCents);
        const units = lines.filter((l) => l.selected && l.isActive).reduce((n, l) => n + l.quantity, 0);
        expect(k.surchargeCents).toBeLessThanOrEqual(Math.ceil(e.subtotalCents * 0.042) + units);
      }),
    );
  });

  it('unselected and inactive lines never change the totals', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 6 }), arbLine, arbCoupon, (lines, extra, c) => {
        const ignored = { ...extra, selected: !extra.isActive ? extra.selected : false };
        expect(cartTotals([...lines, ignored], { coupon: c, tax: null }, 'eCheck')).toEqual(
          cartTotals(lines, { coupon: c, tax: null }, 'eCheck'),
        );
      }),
    );
  });

  it('domestic shipping is free exactly when the merchandise after the coupon reaches $199', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 6 }), arbCoupon, (lines, c) => {
        const t = cartTotals(lines, { coupon: c, tax: null }, 'eCheck');
        if (!lines.some((l) => l.selected && l.isActive)) return;
        expect(t.shippingCents === 0).toBe(t.subtotalCents - t.discountCents >= 199_00);
        if (t.shippingCents > 0) expect(t.shippingCents).toBeGreaterThanOrEqual(29_95);
      }),
    );
  });
});

describe('a coupon as the API sends it (mutation testing)', () => {
  it('becomes a rule with its code, value and products; fields the API left out read as none', () => {
    expect(toCouponRule(null)).toBeNull();
    expect(toCouponRule(undefined)).toBeNull();
    expect(
      toCouponRule({ couponCode: 'EAGLE5', discountType: '%', discountValue: 5, couponType: 'Product', applicableProducts: [2001] }),
    ).toEqual({ code: 'EAGLE5', discountType: '%', value: 5, couponType: 'Product', applicableProducts: [2001] });
    expect(toCouponRule({ discountType: '$', couponType: 'Order' })).toEqual({
      code: '',
      discountType: '$',
      value: 0,
      couponType: 'Order',
      applicableProducts: [],
    });
  });
});
