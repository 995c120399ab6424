// @vitest-environment node
import { createMockApi, type MockApi } from '../../mocks/create-mock-api';
import { callMock, signIn } from './support/mock-client';

const data = <T>(r: { body: unknown }) => (r.body as { data: T }).data;
const address = {
  firstName: 'Alexandra',
  lastName: 'Sterling',
  line1: '500 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};

// A Wednesday morning in New York: the spot market is open and moves every 45 s.
function setup(start = '2026-11-18T15:30:00Z') {
  let now = new Date(start).getTime();
  const api = createMockApi({ now: () => new Date(now) });
  const p = api.db.catalog.find(
    (x) => x.productType === 'Coin' && x.metal === 'Silver' && x.stock.some((s) => s.stockName === 'in stock' && s.qty > 20) && !x.sale,
  )!;
  const lines = [{ productId: p.id, quantity: 3, stockSource: 'Instock', selected: true }];
  return { api, lines, product: p, advance: (ms: number) => (now += ms) };
}

async function lockFor(api: MockApi, token: string, lines: unknown[]) {
  const r = await callMock(api, 'POST', '/api/Checkout/LockPrices', { token, body: { lines } });
  expect(r.status).toBe(200);
  return data<{ lockId: string; subTotal: number; expiresAt: string; lockedAt: string; lines: { unitPrice: number }[] }>(r);
}

const order = (priceLockId: string, lines: unknown[], extra: Record<string, unknown> = {}) => ({
  priceLockId,
  lines,
  shippingAddress: address,
  shippingMethod: 'standard',
  paymentMethod: 'Wire',
  authorizationId: null,
  eCheck: null,
  couponCode: null,
  isGiftWrap: false,
  orderNote: null,
  signatureConfirmation: false,
  shipToDepository: false,
  termsAccepted: true,
  ...extra,
});

const place = (api: MockApi, token: string, body: unknown, key: string = crypto.randomUUID()) =>
  callMock(api, 'POST', '/api/Checkout/PlaceOrder', { token, headers: { 'Idempotency-Key': key }, body });

describe('checkout in the mock behaves like a careful dealer', () => {
  it('holds prices for exactly 5 minutes: the lock is honoured at 4:59 and refused with 409 one second after it ends', async () => {
    const { api, lines, advance } = setup();
    const token = await signIn(api);
    const lock = await lockFor(api, token, lines);
    expect(new Date(lock.expiresAt).getTime() - new Date(lock.lockedAt).getTime()).toBe(300_000);
    advance(299_000);
    expect((await place(api, token, order(lock.lockId, lines))).status).toBe(200);
    const second = await lockFor(api, token, lines);
    advance(301_000);
    const late = await place(api, token, order(second.lockId, lines));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: expect.stringContaining('held for 5 minutes') });
  });

  it('charges the locked prices, not the prices of the moment the order is placed', async () => {
    const { api, lines, advance } = setup();
    const token = await signIn(api);
    const lock = await lockFor(api, token, lines);
    advance(290_000); // spot moves every 45 s in the mock
    const placed = await place(api, token, order(lock.lockId, lines));
    expect(data<{ order: { subTotal: number } }>(placed).order.subTotal).toBe(lock.subTotal);
  });

  it('refuses lines that differ from the locked ones, and another customer’s lock', async () => {
    const { api, lines } = setup();
    const token = await signIn(api);
    const lock = await lockFor(api, token, lines);
    const more = [{ ...lines[0], quantity: 4 }];
    expect((await place(api, token, order(lock.lockId, more))).status).toBe(409);
    const other = await signIn(api, 'collector@boldbullion.test', 'Collector#2026');
    expect((await place(api, other, order(lock.lockId, lines))).status).toBe(409);
  });

  it('places one order per Idempotency-Key: a retry answers with the same invoice and the history grows by one', async () => {
    const { api, lines } = setup();
    const token = await signIn(api);
    const before = data<unknown[]>(await callMock(api, 'GET', '/api/CustomerOrder/GetCustomerOrder', { token })).length;
    const lock = await lockFor(api, token, lines);
    const first = await place(api, token, order(lock.lockId, lines), 'retry-key-0001');
    const again = await place(api, token, order(lock.lockId, lines), 'retry-key-0001');
    expect(again.status).toBe(200);
    expect(data<{ order: { invoice: string } }>(again).order.invoice).toBe(data<{ order: { invoice: string } }>(first).order.invoice);
    expect(data<unknown[]>(await callMock(api, 'GET', '/api/CustomerOrder/GetCustomerOrder', { token }))).toHaveLength(before + 1);
  });

  it('answers 400 naming Idempotency-Key when it is missing', async () => {
    const { api, lines } = setup();
    const token = await signIn(api);
    const lock = await lockFor(api, token, lines);
    const r = await callMock(api, 'POST', '/api/Checkout/PlaceOrder', { token, body: order(lock.lockId, lines) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      message: 'Idempotency-Key is required.',
      errors: { 'Idempotency-Key': ['Idempotency-Key is required.'] },
    });
  });

  describe('a card order needs an authorisation AuthorizePayment issued to this customer for exactly its total', () => {
    async function cardOrder() {
      const { api, lines } = setup();
      const token = await signIn(api);
      const lock = await lockFor(api, token, lines);
      return { api, token, lines, lock };
    }
    const authorize = async (api: MockApi, token: string, amount: number) =>
      data<{ authorizationId: string }>(
        await callMock(api, 'POST', '/api/Checkout/AuthorizePayment', {
          token,
          body: { method: 'Card', amount, cardToken: 'tok_mock_4242', payPalOrderId: null },
        }),
      ).authorizationId;

    /** The exact total of a card order of these lines, from the shared order rules. */
    async function totalOf(api: MockApi, lock: { lines: { unitPrice: number }[] }, lines: { quantity: number }[]) {
      const { orderTotals } = await import('@/domain/checkout/order-totals');
      const { salesTaxCents, shippingChoices } = await import('@/domain/checkout/charges');
      const l = lock.lines.map((x, i) => ({
        productId: 0,
        unitCents: Math.round(x.unitPrice * 100),
        quantity: lines[i]!.quantity,
        ounces: 1,
      }));
      const ship = shippingChoices(
        l.reduce((s, x) => s + x.unitCents * x.quantity, 0),
        3,
      )[0]!.cents;
      const pre = orderTotals({
        lines: l,
        coupon: null,
        method: 'Card',
        shippingCents: ship,
        taxCents: 0,
        extras: { giftWrap: false, signature: false },
      });
      const rule = api.db.content.stateTax.find((s) => s.stateCode === 'CA')!;
      return (pre.totalCents + salesTaxCents(pre.taxableCents, ship, rule)) / 100;
    }

    it('a made-up authorisation id is refused with 402 (the $18,255.84 order of the trust review)', async () => {
      const { api, token, lines, lock } = await cardOrder();
      const r = await place(api, token, order(lock.lockId, lines, { paymentMethod: 'Card', authorizationId: 'auth_made_up' }));
      expect(r.status).toBe(402);
    });

    it('an authorisation for one cent less, or for another customer, is refused; the exact one is accepted once', async () => {
      const { api, token, lines, lock } = await cardOrder();
      const total = await totalOf(api, lock, lines);
      const short = await authorize(api, token, Math.round(total * 100 - 1) / 100);
      expect((await place(api, token, order(lock.lockId, lines, { paymentMethod: 'Card', authorizationId: short }))).status).toBe(402);
      const other = await signIn(api, 'collector@boldbullion.test', 'Collector#2026');
      const theirs = await authorize(api, other, total);
      expect((await place(api, token, order(lock.lockId, lines, { paymentMethod: 'Card', authorizationId: theirs }))).status).toBe(402);
      const exact = await authorize(api, token, total);
      const ok = await place(api, token, order(lock.lockId, lines, { paymentMethod: 'Card', authorizationId: exact }));
      expect(ok.status).toBe(200);
      expect(data<{ order: { grandTotal: number; status: string } }>(ok).order).toMatchObject({
        grandTotal: total,
        status: 'Payment Received',
      });
      const lock2 = await lockFor(api, token, lines);
      expect((await place(api, token, order(lock2.lockId, lines, { paymentMethod: 'Card', authorizationId: exact }))).status).toBe(402);
    });
  });

  describe('the risk score (AssessRisk): no card, PayPal or Apple Pay for an order scored 50 or more, by the server’s own score', () => {
    const forwarder = { ...address, line1: '1 Reship Way', city: 'New Castle', state: 'DE', zip: '19720' };
    const assess = (api: MockApi, token: string, body: unknown) => callMock(api, 'POST', '/api/Checkout/AssessRisk', { token, body });
    const scoreOf = async (api: MockApi, token: string, body: unknown) =>
      data<{ maxmindScore: number }>(await assess(api, token, body)).maxmindScore;
    const REFUSAL = 'We cannot take a card, PayPal or Apple Pay for this order. Please pay by eCheck or bank wire.';

    it('scores an ordinary order low, a billing address in another state higher, a package forwarder high, a guest a little higher', async () => {
      const { api } = setup();
      const token = await signIn(api);
      expect(await scoreOf(api, token, { sessionId: 'visit-0001', shippingAddress: address })).toBe(0.36);
      expect(
        await scoreOf(api, token, {
          sessionId: 'visit-0001',
          shippingAddress: address,
          billingAddress: { ...address, state: 'NV', zip: '89501' },
        }),
      ).toBe(14.86);
      expect(await scoreOf(api, token, { sessionId: 'visit-0001', shippingAddress: forwarder })).toBe(61.36);
      const guest = data<{ token: string }>(
        await callMock(api, 'POST', '/api/Authentication/GuestSignIn', { body: { emailId: 'guest.buyer@example.com' } }),
      ).token;
      expect(await scoreOf(api, guest, { sessionId: 'visit-0002', shippingAddress: address })).toBe(2.46);
    });

    it('answers 400 naming sessionId below 8 characters (8 is taken), and the shipping address when it is incomplete', async () => {
      const { api } = setup();
      const token = await signIn(api);
      const short = await assess(api, token, { sessionId: '1234567', shippingAddress: address });
      expect(short.status).toBe(400);
      expect(JSON.stringify(short.body)).toContain('sessionId');
      expect((await assess(api, token, { sessionId: '12345678', shippingAddress: address })).status).toBe(200);
      const partial = await assess(api, token, { sessionId: '12345678', shippingAddress: { ...address, zip: '' } });
      expect(partial.status).toBe(400);
      expect(JSON.stringify(partial.body)).toContain('shippingAddress');
    });

    it('refuses a card order to a forwarder with 402 saying to pay by eCheck or wire, whatever score the client sends; a wire order goes through', async () => {
      const { api, lines } = setup();
      const token = await signIn(api);
      await scoreOf(api, token, { sessionId: 'visit-0003', shippingAddress: forwarder });
      const lock = await lockFor(api, token, lines);
      const card = await place(
        api,
        token,
        order(lock.lockId, lines, {
          shippingAddress: forwarder,
          paymentMethod: 'Card',
          authorizationId: 'auth_any',
          sessionId: 'visit-0003',
          maxmindScore: 0.1,
        }),
      );
      expect(card.status).toBe(402);
      expect(card.body).toMatchObject({ message: REFUSAL });
      const wire = await place(
        api,
        token,
        order(lock.lockId, lines, { shippingAddress: forwarder, sessionId: 'visit-0003', maxmindScore: 61.36 }),
      );
      expect(wire.status).toBe(200);
    });

    it('judges by the higher of the visit’s recorded score and the order’s own: an address changed after the check is no way round it', async () => {
      const { api, lines } = setup();
      const token = await signIn(api);
      await scoreOf(api, token, { sessionId: 'visit-0004', shippingAddress: forwarder });
      const lock = await lockFor(api, token, lines);
      const r = await place(
        api,
        token,
        order(lock.lockId, lines, { paymentMethod: 'PayPal', authorizationId: 'auth_any', sessionId: 'visit-0004' }),
      );
      expect(r.body).toMatchObject({ message: REFUSAL });
    });

    it('answers 400 naming maxmindScore above 99', async () => {
      const { api, lines } = setup();
      const token = await signIn(api);
      const lock = await lockFor(api, token, lines);
      const r = await place(api, token, order(lock.lockId, lines, { sessionId: 'visit-0005', maxmindScore: 99.5 }));
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('maxmindScore');
    });
  });

  it('an order keeps its extras, tax for the ship-to state and a status history; its charges add up to the total', async () => {
    const { api, lines } = setup();
    const token = await signIn(api);
    const lock = await lockFor(api, token, lines);
    const r = await place(
      api,
      token,
      order(lock.lockId, lines, { isGiftWrap: true, signatureConfirmation: true, orderNote: '  Leave with the concierge  ' }),
    );
    const o = data<{
      order: Record<string, unknown> & {
        subTotal: number;
        surcharge: number;
        amountCRFromCoupon: number;
        shippingCharges: number;
        tax: number;
        giftWrapCharge: number;
        signatureCharge: number;
        grandTotal: number;
      };
    }>(r).order;
    expect(o).toMatchObject({
      isGiftWrap: true,
      giftWrapCharge: 3.95,
      signatureConfirmation: true,
      signatureCharge: 5.95,
      orderNote: 'Leave with the concierge',
      status: 'Pending Payment',
      statusHistory: [{ status: 'Pending Payment' }],
    });
    const sum = o.subTotal + o.surcharge - o.amountCRFromCoupon + o.shippingCharges + o.giftWrapCharge + o.signatureCharge + o.tax;
    expect(Math.round(sum * 100)).toBe(Math.round(o.grandTotal * 100));
  });

  it('an eCheck is held to the contract’s maxima: a 15-digit check number and a 20-character ID number are taken, one more is refused', async () => {
    const { api, lines } = setup();
    const token = await signIn(api);
    const eCheck = (checkNumber: string, idNumber: string) => ({
      paymentMethod: 'eCheck',
      eCheck: { accountType: 'Personal', routingNumber: '121000358', accountNumber: '000123456789', checkNumber, idNumber, idState: 'CA' },
    });
    for (const [check, id, said] of [
      ['1'.repeat(16), 'D1234567', 'Check number must be at most 15 characters.'],
      ['1042', 'D'.repeat(21), 'ID number must be at most 20 characters.'],
    ] as const) {
      const lock = await lockFor(api, token, lines);
      const refused = await place(api, token, order(lock.lockId, lines, eCheck(check, id)));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: said });
    }
    const lock = await lockFor(api, token, lines);
    expect((await place(api, token, order(lock.lockId, lines, eCheck('1'.repeat(15), 'D'.repeat(20))))).status).toBe(200);
  });

  it('a guest token places an order that the guest can read, and the demo customer cannot', async () => {
    const { api, lines } = setup();
    const guest = data<{ token: string }>(
      await callMock(api, 'POST', '/api/Authentication/GuestSignIn', { body: { emailId: 'guest.buyer@example.com' } }),
    ).token;
    const lock = await lockFor(api, guest, lines);
    const placed = await place(
      api,
      guest,
      order(lock.lockId, lines, {
        paymentMethod: 'eCheck',
        eCheck: {
          accountType: 'Personal',
          routingNumber: '121000358',
          accountNumber: '000123456789',
          checkNumber: '1042',
          idNumber: 'D1234567',
          idState: 'CA',
        },
      }),
    );
    expect(placed.status).toBe(200);
    const invoice = data<{ order: { invoice: string } }>(placed).order.invoice;
    expect((await callMock(api, 'GET', '/api/CustomerOrder/GetCustomerOrderDetails', { token: guest, query: { invoice } })).status).toBe(
      200,
    );
    const demo = await signIn(api);
    expect((await callMock(api, 'GET', '/api/CustomerOrder/GetCustomerOrderDetails', { token: demo, query: { invoice } })).status).toBe(
      404,
    );
    expect((await callMock(api, 'GET', `/api/CustomerOrder/Invoice/${invoice}`, { token: demo })).status).toBe(404);
  });
});

// A product sold with "limit 10" took a cart quantity of 50, and the limit was not checked again
// when the cart merged on sign-in (the merge adds and updates lines) or the order was placed.
describe('a product with a purchase limit (an at-spot offer, limit 10) holds it on every write', () => {
  const LIMIT_MESSAGE = 'This product is limited to 10 per order.';
  function limited() {
    const { api } = setup();
    const p = api.db.catalog.find((x) => x.atSpot && x.stock.some((s) => s.stockName === 'in stock' && s.qty > 20))!;
    const line = (quantity: number) => ({ productId: p.id, quantity, stockSource: 'Instock', selected: true });
    return { api, p, line };
  }
  const errorsOf = (r: { body: unknown }) => (r.body as { errors?: Record<string, string[]> }).errors ?? {};

  it('the product page is told the limit; a product without one is told null', async () => {
    const { api, p } = limited();
    expect(p.name).toMatch(/\(limit 10\)$/);
    expect(
      data<{ purchaseLimit: number | null }>(await callMock(api, 'GET', '/api/Product/GetProductDetails', { query: { productId: p.id } }))
        .purchaseLimit,
    ).toBe(10);
    const other = setup().product;
    expect(
      data<{ purchaseLimit: number | null }>(
        await callMock(api, 'GET', '/api/Product/GetProductDetails', { query: { productId: other.id } }),
      ).purchaseLimit,
    ).toBeNull();
  });

  it('add: 10 goes in, 11 does not, nor 1 more on top of 10, nor 50', async () => {
    const { api, line } = limited();
    const token = await signIn(api);
    const add = (quantity: number) => callMock(api, 'POST', '/api/ShoppingCart/AddProductToShoppingCart', { token, body: line(quantity) });
    for (const quantity of [11, 50]) {
      const r = await add(quantity);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ message: LIMIT_MESSAGE });
      expect(errorsOf(r)).toEqual({ quantity: [LIMIT_MESSAGE] });
    }
    expect((await add(10)).status).toBe(200);
    expect((await add(1)).status).toBe(400);
  });

  it('update (and so the merge on sign-in, which adds and updates lines): 10 holds, 11 is refused', async () => {
    const { api, line } = limited();
    const token = await signIn(api);
    expect((await callMock(api, 'POST', '/api/ShoppingCart/AddProductToShoppingCart', { token, body: line(2) })).status).toBe(200);
    const update = (quantity: number) =>
      callMock(api, 'PUT', '/api/ShoppingCart/UpdateProductQtyFromShoppingCart', {
        token,
        body: { shoppingCartProducts: [line(quantity)] },
      });
    const over = await update(11);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: LIMIT_MESSAGE });
    expect((await update(10)).status).toBe(200);
  });

  // Two lines of one limited product passed the cart (each within 10, 11 together) and were refused only at
  // checkout. Here the two lines are two sales events of the offer (the seeded offers sell from stock only).
  it('the cart counts all of the product’s lines: 6 on one leave room for 4 on the other, not 5, and say why', async () => {
    const { api, line } = limited();
    const token = await signIn(api);
    const add = (quantity: number, salesEventId: number | null) =>
      callMock(api, 'POST', '/api/ShoppingCart/AddProductToShoppingCart', { token, body: { ...line(quantity), salesEventId } });
    expect((await add(6, null)).status).toBe(200);
    const cart = data<{ productId: number; shoppingCartId: number; quantity: number }[]>(await add(4, 12)).filter(
      (l) => l.productId === line(0).productId,
    );
    expect(cart.map((l) => l.quantity).sort()).toEqual([4, 6]);
    const [six, four] = [cart.find((l) => l.quantity === 6)!, cart.find((l) => l.quantity === 4)!];
    const update = (target: { shoppingCartId: number }, quantity: number) =>
      callMock(api, 'PUT', '/api/ShoppingCart/UpdateProductQtyFromShoppingCart', {
        token,
        body: { shoppingCartProducts: [{ ...line(quantity), shoppingCartId: target.shoppingCartId }] },
      });
    const over = await update(four, 5);
    expect(over.status).toBe(400);
    const said = 'This product is limited to 10 per order, and 6 are on another line of your cart.';
    expect(over.body).toMatchObject({ message: said });
    expect(errorsOf(over)).toEqual({ quantity: [said] });
    expect((await update(six, 7)).body).toMatchObject({
      message: 'This product is limited to 10 per order, and 4 are on another line of your cart.',
    });
    // Lowering one line makes room on the other, up to 10 together and not one more.
    expect((await update(six, 5)).status).toBe(200);
    expect((await update(four, 5)).status).toBe(200);
    expect((await update(four, 6)).status).toBe(400);
  });

  it('lock and place order: 10 across its lines is sold, 11 is refused saying the limit', async () => {
    const { api, p, line } = limited();
    const token = await signIn(api);
    const refused = await callMock(api, 'POST', '/api/Checkout/LockPrices', { token, body: { lines: [line(11)] } });
    expect(refused.body).toMatchObject({ message: `${p.name}: ${LIMIT_MESSAGE}` });
    // Two lines of the same product count together.
    const split = await callMock(api, 'POST', '/api/Checkout/LockPrices', {
      token,
      body: { lines: [line(6), { ...line(5), stockSource: 'Backorder' }] },
    });
    expect(split.status).not.toBe(200);
    const lock = await lockFor(api, token, [line(10)]);
    const over = await place(api, token, order(lock.lockId, [line(11)]));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: `${p.name}: ${LIMIT_MESSAGE}` });
    expect((await place(api, token, order(lock.lockId, [line(10)]))).status).toBe(200);
  });
});
