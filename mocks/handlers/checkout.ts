import { placedOrderOf } from '@/domain/analytics/ga4';
import { PRICE_LOCK_MS } from '@/domain/cart/price-lock';
import { toCouponRule } from '@/domain/cart/totals';
import { hasSurcharge, salesTaxCents, shippingChoices, toCents, toDollars } from '@/domain/checkout/charges';
import { orderTotals, qualifyingCents, type OrderLineCents } from '@/domain/checkout/order-totals';
import { emptySelected } from '@/domain/cart/cart-rules';
import { purchaseLimitMessage } from '@/domain/cart/quantity-limit';
import { HIGH_RISK_REFUSAL, mayPayWith } from '@/domain/checkout/risk';
import { purchaseLimitOf } from '../db/catalog';
import { stockNameFor, unitPrice } from '../db/cart-view';
import { imagePathOf } from '../db/present';
import { addOrder, type MockCustomer, type PriceLockRecord } from '../db/state';
import type { MockContext, Schemas } from './support';
import { badRequest, customerOf, failure, isPositiveInt, json, readJson, secured } from './support';
import type { TagResolvers } from './operations';

type LockedLine = PriceLockRecord['lines'][number];
const sameKey = (
  a: { productId: number; stockSource?: string | undefined; size?: string | null | undefined },
  b: { productId: number; stockSource?: string | undefined; size?: string | null | undefined },
) => a.productId === b.productId && (a.stockSource ?? 'Instock') === (b.stockSource ?? 'Instock') && (a.size ?? null) === (b.size ?? null);
const centsLines = (lines: readonly LockedLine[]): OrderLineCents[] =>
  lines.map((l) => ({ productId: l.productId, unitCents: toCents(l.unitPrice), quantity: l.quantity, ounces: l.ounces }));
const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;

export const EXPIRED_LOCK =
  'Your prices were held for 5 minutes and that time has passed. Review the new prices and place the order again.';
export const AUTH_INVALID = 'The payment was not authorised for this order. Authorise the payment again and place the order.';

/**
 * Zip codes of the package forwarders that reship to other countries (New Castle, DE and Portland, OR):
 * the strongest sign of a stolen card in a bullion order. Ship to one to see a high score in the mock.
 */
export const FORWARDER_ZIPS: ReadonlySet<string> = new Set(['19720', '97230']);

type Address = Schemas['Address'];

/**
 * The mock's stand-in for MaxMind minFraud: a few of its strongest signals, each adding to a low base, so
 * an ordinary order scores 0.36 and one to a package forwarder 61.36 (a billing address in another state
 * adds 14.5, a guest 2.1).
 */
export function mockRiskScore(shipping: Address, billing: Address | undefined, isGuest: boolean): number {
  let score = 0.36;
  if (isGuest) score += 2.1;
  if (billing && (billing.state !== shipping.state || billing.zip.slice(0, 3) !== shipping.zip.slice(0, 3))) score += 14.5;
  if (FORWARDER_ZIPS.has(shipping.zip.slice(0, 5))) score += 61;
  return Math.min(99, Math.round(score * 100) / 100);
}

const isAddress = (a: unknown): a is Address => {
  const x = a as Partial<Address> | null;
  return Boolean(
    x &&
    typeof x === 'object' &&
    x.firstName &&
    x.lastName &&
    x.line1 &&
    x.city &&
    /^[A-Z]{2}$/.test(x.state ?? '') &&
    /^\d{5}(-\d{4})?$/.test(x.zip ?? ''),
  );
};
const isSessionId = (id: unknown): id is string => typeof id === 'string' && id.length >= 8 && id.length <= 100;

export function checkoutHandlers(ctx: MockContext): TagResolvers<'Checkout'> {
  const { db } = ctx;

  /** The first product whose lines together ask for more than its purchase limit, said in words; null when none does. */
  const overLimit = (lines: readonly { productId: number; quantity: number }[]): string | null => {
    const units = new Map<number, number>();
    for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + (Number.isFinite(l.quantity) ? l.quantity : 0));
    for (const [productId, quantity] of units) {
      const p = db.product(productId);
      const limit = p ? purchaseLimitOf(p) : null;
      if (p && limit !== null && quantity > limit) return `${p.name}: ${purchaseLimitMessage(limit)}`;
    }
    return null;
  };

  /** Prices lines as the server would charge them now; an error message when a line cannot be bought. */
  const priceLines = (lines: Schemas['CartLineRequest'][]): { lines: LockedLine[] } | { error: string } => {
    const out: LockedLine[] = [];
    // A purchase limit holds for the order: the product's lines together (in stock and preorder alike).
    const limited = overLimit(lines);
    if (limited) return { error: limited };
    for (const l of lines) {
      const p = db.product(l.productId);
      if (!p || !isPositiveInt(l.quantity)) return { error: `Line for product ${l.productId} is not valid.` };
      const source = l.stockSource ?? 'Instock';
      const option = stockNameFor(p, source);
      const stock = p.stock.find((s) => s.stockName === option);
      if (!option || option === 'out of stock' || !stock || (source === 'Instock' && stock.qty < l.quantity))
        return { error: `${p.name} is not available in that quantity.` };
      const size = l.size ?? null;
      out.push({
        productId: p.id,
        productName: p.name,
        productNameWithHypen: p.slug,
        imagePath: imagePathOf(p),
        quantity: l.quantity,
        stockSource: source,
        size,
        salesEventId: p.sale?.id ?? null,
        unitPrice: unitPrice(db, p, l.quantity, source, size),
        ounces: Math.round(p.ounces * 10000) / 10000,
      });
    }
    return { lines: out };
  };

  /** The customer's unexpired lock, or why it cannot be used. */
  const lockOf = (id: string | undefined, customer: MockCustomer) => {
    const lock = id ? db.state.priceLocks[id] : undefined;
    if (!lock || lock.customerId !== customer.customerId)
      return { error: 'That price lock is not yours or does not exist. Lock the prices again.' } as const;
    if (new Date(lock.expiresAt).getTime() < db.now().getTime()) return { error: EXPIRED_LOCK } as const;
    return { lock } as const;
  };

  const couponOf = (code: string | null | undefined) => {
    if (!code) return { coupon: null } as const;
    const c = db.state.coupons.find((x) => x.couponCode?.toUpperCase() === code.toUpperCase());
    if (!c || (c.expiryDate && new Date(c.expiryDate) <= db.now())) return { error: `The coupon code ${code} is not valid.` } as const;
    return { coupon: c } as const;
  };

  return {
    lockPrices: secured(
      ctx,
      async ({ request, customer }) => {
        const b = await readJson<Schemas['PriceLockRequest']>(request);
        if (!b || !Array.isArray(b.lines) || b.lines.length === 0 || b.lines.length > 100)
          return badRequest('lines: between 1 and 100 lines are required.', { lines: ['Between 1 and 100 lines are required.'] });
        const priced = priceLines(b.lines);
        if ('error' in priced) return failure(409, priced.error);
        const now = db.now();
        // Locks older than an hour are of no use to anyone: drop them so the state does not grow.
        db.state.priceLocks = Object.fromEntries(
          Object.entries(db.state.priceLocks).filter(([, l]) => new Date(l.expiresAt).getTime() >= now.getTime() - 3_600_000),
        );
        const lockId = randomId('lock');
        const lock: PriceLockRecord = {
          customerId: customer.customerId,
          lockedAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + PRICE_LOCK_MS).toISOString(),
          lines: priced.lines,
        };
        db.state.priceLocks[lockId] = lock;
        ctx.save();
        const subTotal = toDollars(priced.lines.reduce((s, l) => s + toCents(l.unitPrice) * l.quantity, 0));
        return json<Schemas['PriceLock']>({
          data: { lockId, lockedAt: lock.lockedAt, expiresAt: lock.expiresAt, subTotal, lines: priced.lines },
        });
      },
      { guests: true },
    ),

    getShippingOptions: async ({ request }) => {
      const b = await readJson<Schemas['ShippingQuoteRequest']>(request);
      if (!b?.state || !b.zip || !Array.isArray(b.lines)) return badRequest('state, zip and lines are required.');
      const customer = customerOf(ctx, request);
      const held = b.priceLockId && customer ? lockOf(b.priceLockId, customer) : null;
      const priced = held?.lock ? { lines: held.lock.lines } : priceLines(b.lines.filter((l) => l.selected !== false));
      if ('error' in priced) return badRequest(priced.error);
      const coupon = couponOf(b.couponCode);
      const lines = centsLines(priced.lines);
      const ounces = lines.reduce((s, l) => s + l.ounces * l.quantity, 0);
      const options = shippingChoices(
        qualifyingCents(lines, toCouponRule('coupon' in coupon ? coupon.coupon : null)),
        ounces,
        (b.country ?? 'US') === 'US',
      );
      return json<Schemas['ShippingQuote']>({
        data: {
          options: options.map((o) => ({
            code: o.code,
            carrier: o.carrier,
            label: o.label,
            charge: toDollars(o.cents),
            estimatedDays: o.estimatedDays,
          })),
          subTotal: toDollars(lines.reduce((s, l) => s + l.unitCents * l.quantity, 0)),
          freeShippingThreshold: 199,
        },
      });
    },

    calculateTax: async ({ request }) => {
      const b = await readJson<Schemas['TaxRequest']>(request);
      if (!b || typeof b.state !== 'string' || typeof b.subTotal !== 'number' || b.subTotal < 0)
        return badRequest('state and subTotal are required.');
      if (b.shippingCharges !== undefined && (typeof b.shippingCharges !== 'number' || b.shippingCharges < 0))
        return badRequest('shippingCharges must be a number of 0 or more.', { shippingCharges: ['Must be a number of 0 or more.'] });
      const rule = db.content.stateTax.find((s) => s.stateCode === b.state.toUpperCase());
      if (!rule) return badRequest(`Unknown state ${b.state}.`);
      const tax = salesTaxCents(toCents(b.subTotal), toCents(b.shippingCharges ?? 0), rule);
      const exempt = !rule.isTaxable || (tax === 0 && rule.rate > 0);
      return json<Schemas['TaxResult']>({ data: { state: rule.stateCode, rate: rule.rate, tax: toDollars(tax), isTaxable: !exempt } });
    },

    assessRisk: secured(
      ctx,
      async ({ request, customer }) => {
        const b = await readJson<Schemas['RiskAssessmentRequest']>(request);
        if (!b || !isSessionId(b.sessionId))
          return badRequest('sessionId: send the visit’s id, 8 to 100 characters.', { sessionId: ['Required, 8 to 100 characters.'] });
        if (!isAddress(b.shippingAddress))
          return badRequest('Complete the shipping address.', { shippingAddress: ['Name, street, city, state and zip are required.'] });
        if (b.billingAddress !== undefined && !isAddress(b.billingAddress))
          return badRequest('Complete the billing address.', { billingAddress: ['Name, street, city, state and zip are required.'] });
        const score = mockRiskScore(b.shippingAddress, b.billingAddress, customer.isGuest === true);
        db.state.riskScores[b.sessionId] = { customerId: customer.customerId, score };
        ctx.save();
        return json<Schemas['RiskAssessment']>({ data: { maxmindScore: score } });
      },
      { guests: true },
    ),

    authorizePayment: secured(
      ctx,
      async ({ request, customer }) => {
        const b = await readJson<Schemas['PaymentAuthorizationRequest']>(request);
        if (
          !b ||
          !['Card', 'PayPal', 'ApplePay'].includes(b.method) ||
          typeof b.amount !== 'number' ||
          !(b.amount > 0) ||
          b.amount > 10_000_000
        )
          return badRequest('method (Card, PayPal or ApplePay) and an amount above 0 are required.');
        if (b.method !== 'PayPal' && !b.cardToken)
          return badRequest('cardToken is required for a card.', { cardToken: ['Required for a card.'] });
        if (b.method === 'PayPal' && !b.payPalOrderId)
          return badRequest('payPalOrderId is required for PayPal.', { payPalOrderId: ['Required for PayPal.'] });
        if (b.cardToken?.includes('decline')) return failure(402, 'The card was declined. Try another card or pay by eCheck.');
        const authorizationId = randomId('auth');
        db.state.authorizations[authorizationId] = {
          customerId: customer.customerId,
          method: b.method,
          amountCents: toCents(b.amount),
          usedFor: null,
        };
        ctx.save();
        return json<Schemas['PaymentAuthorization']>({
          data: { authorizationId, status: b.method === 'PayPal' ? 'Confirmed' : 'Authorized', message: 'Approved' },
        });
      },
      { guests: true },
    ),

    placeOrder: secured(
      ctx,
      async ({ request, customer }) => {
        const key = request.headers.get('Idempotency-Key') ?? '';
        if (key.length < 8 || key.length > 100)
          return badRequest('Idempotency-Key: send a key of 8 to 100 characters, the same on every retry of this order.', {
            'Idempotency-Key': ['Required, 8 to 100 characters.'],
          });
        const b = await readJson<Schemas['PlaceOrderRequest']>(request);
        // A retry of an order that was placed answers with that order, never a second one.
        const earlier = db.state.placedByKey[key];
        if (earlier && earlier.customerId === customer.customerId) {
          const order = db.state.orders.find((o) => o.invoice === earlier.invoice);
          if (order) return json<Schemas['PlaceOrderResult']>({ data: placedResult(order) });
        }
        if (!b || !Array.isArray(b.lines) || b.lines.length === 0)
          return badRequest('The order has no lines.', { lines: ['At least one line is required.'] });
        if (b.termsAccepted !== true)
          return badRequest('Accept the terms and conditions to place the order.', { termsAccepted: ['Must be true.'] });
        const a = b.shippingAddress;
        if (!isAddress(a))
          return badRequest('Complete the shipping address.', { shippingAddress: ['Name, street, city, state and zip are required.'] });
        if (typeof b.orderNote === 'string' && b.orderNote.length > 500)
          return badRequest('orderNote: keep the note under 500 characters.', { orderNote: ['At most 500 characters.'] });
        if (b.sessionId !== undefined && !isSessionId(b.sessionId))
          return badRequest('sessionId: send the visit’s id, 8 to 100 characters.', { sessionId: ['8 to 100 characters.'] });
        if (
          b.maxmindScore !== undefined &&
          b.maxmindScore !== null &&
          !(typeof b.maxmindScore === 'number' && b.maxmindScore >= 0 && b.maxmindScore <= 99)
        )
          return badRequest('maxmindScore: a number from 0 to 99, or null.', { maxmindScore: ['A number from 0 to 99, or null.'] });
        // The score is the server's own, never the client's: the one taken now for the order's addresses, or
        // the one it took for this visit if that is higher (an address changed after the check is checked again).
        const recorded = b.sessionId ? db.state.riskScores[b.sessionId] : undefined;
        const risk = Math.max(
          mockRiskScore(a, b.billingAddress, customer.isGuest === true),
          recorded?.customerId === customer.customerId ? recorded.score : 0,
        );
        if (!mayPayWith(b.paymentMethod, risk)) return failure(402, HIGH_RISK_REFUSAL);
        if (b.paymentMethod === 'eCheck') {
          const e = b.eCheck;
          if (!e || !/^\d{1,9}$/.test(e.routingNumber) || !e.accountNumber || e.accountNumber.length > 50 || !/^\d+$/.test(e.checkNumber))
            return badRequest('Enter the routing, account and check numbers of the eCheck.', {
              eCheck: ['Routing, account and check numbers are required.'],
            });
          if (e.accountType === 'Corporate' ? !e.taxId : !e.idNumber || !e.idState)
            return badRequest(
              e.accountType === 'Corporate'
                ? 'A corporate eCheck needs the tax id.'
                : 'A personal eCheck needs the ID number and ID state.',
              { eCheck: ['Incomplete.'] },
            );
        }
        const limited = overLimit(b.lines ?? []);
        if (limited) return badRequest(limited, { lines: [limited] });
        const found = lockOf(b.priceLockId, customer);
        if ('error' in found) return failure(409, found.error ?? EXPIRED_LOCK);
        const { lock } = found;
        if (
          b.lines.length !== lock.lines.length ||
          !b.lines.every((l) => lock.lines.some((x) => sameKey({ ...l, stockSource: l.stockSource }, x) && x.quantity === l.quantity))
        )
          return failure(409, 'The items differ from the ones whose prices were locked. Lock the prices again.');
        const coupon = couponOf(b.couponCode);
        if ('error' in coupon) return badRequest(coupon.error ?? 'Invalid coupon.', { couponCode: ['Not valid.'] });
        const lines = centsLines(lock.lines);
        const ounces = lines.reduce((s, l) => s + l.ounces * l.quantity, 0);
        const rule = toCouponRule(coupon.coupon);
        const domestic = (a.country ?? 'US') === 'US';
        const ship = shippingChoices(qualifyingCents(lines, rule), ounces, domestic).find((o) => o.code === b.shippingMethod);
        if (!ship)
          return badRequest(`Unknown shipping method ${b.shippingMethod}.`, { shippingMethod: ['Use a code from GetShippingOptions.'] });
        const taxRule = db.content.stateTax.find((s) => s.stateCode === a.state);
        if (!taxRule) return badRequest(`Unknown state ${a.state}.`, { 'shippingAddress.state': ['Unknown state.'] });
        const extras = { giftWrap: b.isGiftWrap === true, signature: b.signatureConfirmation === true };
        const before = orderTotals({ lines, coupon: rule, method: b.paymentMethod, shippingCents: ship.cents, taxCents: 0, extras });
        const totals = orderTotals({
          lines,
          coupon: rule,
          method: b.paymentMethod,
          shippingCents: ship.cents,
          taxCents: salesTaxCents(before.taxableCents, ship.cents, taxRule),
          extras,
        });
        let authorization = null;
        if (hasSurcharge(b.paymentMethod)) {
          authorization = b.authorizationId ? db.state.authorizations[b.authorizationId] : undefined;
          if (
            !authorization ||
            authorization.customerId !== customer.customerId ||
            authorization.method !== b.paymentMethod ||
            authorization.usedFor !== null ||
            authorization.amountCents !== totals.totalCents
          )
            return failure(402, AUTH_INVALID);
        }
        const order = addOrder(db.state, {
          customerId: customer.customerId,
          emailId: customer.emailId,
          lines: lock.lines.map(toOrderLine),
          ounces,
          address: { ...a, country: a.country ?? 'US' },
          paymentMethod: b.paymentMethod,
          carrier: ship.carrier,
          status: b.paymentMethod === 'eCheck' || b.paymentMethod === 'Wire' ? 'Pending Payment' : 'Payment Received',
          orderDate: db.now(),
          charges: totals,
          options: {
            shippingMethod: ship.code,
            billingAddress: b.billingAddress ?? a,
            isGiftWrap: extras.giftWrap,
            signatureConfirmation: extras.signature,
            shipToDepository: b.shipToDepository === true,
            orderNote: b.orderNote?.trim() || null,
          },
        });
        if (authorization) authorization.usedFor = order.invoice;
        db.state.placedByKey[key] = { customerId: customer.customerId, invoice: order.invoice };
        db.state.priceLocks = Object.fromEntries(Object.entries(db.state.priceLocks).filter(([id]) => id !== b.priceLockId));
        // The ordered (selected) lines leave the server cart.
        const cart = db.state.carts[customer.customerId];
        if (cart) db.state.carts[customer.customerId] = emptySelected(cart);
        ctx.save();
        return json<Schemas['PlaceOrderResult']>({ data: placedResult(order) });
      },
      { guests: true },
    ),
  };
}

const toOrderLine = (l: LockedLine): Schemas['OrderLine'] => ({
  productId: l.productId,
  productName: l.productName,
  productNameWithHypen: l.productNameWithHypen ?? '',
  imagePath: l.imagePath ?? '',
  quantity: l.quantity,
  unitPrice: l.unitPrice,
  discount: 0,
  productInventorySource: l.stockSource,
  size: l.size ?? null,
});

function placedResult(order: Schemas['OrderDetail'] & { customerId?: number | null }): Schemas['PlaceOrderResult']['data'] {
  const { customerId: _c, ...detail } = order;
  return {
    order: detail,
    analytics: { ...placedOrderOf(order), amountCRFromCoupon: order.amountCRFromCoupon ?? 0 },
  };
}
