// @vitest-environment node
// Each finding of an attack on the mock API, reproduced and kept. They failed before the fix.
import { createMockApi, type MockApi } from '../../mocks/create-mock-api';
import { callMock, signIn } from './support/mock-client';

const DEMO = 'demo@boldbullion.test';
const COLLECTOR = 'collector@boldbullion.test';
const data = <T>(r: { body: unknown }) => (r.body as { data: T }).data;
const message = (r: { body: unknown }) => (r.body as { message?: string }).message ?? '';
/** The fields a 400 names, by their path in the contract, each with what is wrong in words. */
const errorsOf = (r: { body: unknown }) => (r.body as { errors?: Record<string, string[]> }).errors ?? {};

function setup(start = '2026-11-21T15:30:00Z') {
  let now = new Date(start).getTime();
  const api = createMockApi({ now: () => new Date(now) });
  return { api, advance: (ms: number) => (now += ms) };
}

/** The link the mock logs instead of sending an email. */
async function linkToken(run: () => Promise<unknown>): Promise<string> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await run();
  const logged = info.mock.calls.map((c) => String(c[0])).find((l) => /token=/.test(l)) ?? '';
  info.mockRestore();
  return /token=([^&\s]+)/.exec(logged)?.[1] ?? '';
}

const resetLink = (api: MockApi, email = DEMO) =>
  linkToken(() => callMock(api, 'POST', '/api/Authentication/SendResetPasswordLink', { query: { email } }));
const reset = (api: MockApi, token: string, password = 'Taken#Over2026') =>
  callMock(api, 'PUT', '/api/Authentication/ResetPassword', { body: { token, password } });

function inStock(api: MockApi, min = 5) {
  return api.db.catalog.find(
    (p) =>
      p.productType === 'Coin' && !p.sizes.length && p.stock[0]?.stockName === 'in stock' && p.stock[0].qty >= min && p.stock[0].qty < 200,
  )!;
}

describe('finding 1: reset and verification tokens cannot be guessed, expire and are single-use', () => {
  it('issues 128-bit random reset tokens; the old rst-{customerId}-{counter} guesses fail', async () => {
    const { api } = setup();
    const token = await resetLink(api);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(token).not.toContain('1001');
    const sell = await callMock(api, 'POST', '/api/Customer/SellToBoldRequests', {
      body: {
        firstName: 'Eve',
        lastName: 'Attacker',
        emailId: 'eve@example.com',
        mobNo: null,
        items: [
          { productId: null, description: '1 oz Silver Maple Leaf', metal: 'Silver', quantity: 1, ouncesPerUnit: 1, offeredPrice: null },
        ],
      },
    });
    expect(sell.status).toBe(200);
    const counter = Number(/STB-(\d+)/.exec(data<{ referenceNumber: string }>(sell).referenceNumber)?.[1]) - 10100;
    for (let n = counter - 5; n <= counter + 5; n++) expect((await reset(api, `rst-1001-${n}`)).status).toBe(400);
    expect(api.db.state.customers.find((c) => c.customerId === 1001)?.password).toBe('Bullion#2026');
  });

  it('honours a reset link for 30 minutes, refuses it one second later, and only once', async () => {
    const { api, advance } = setup();
    const early = await resetLink(api);
    advance(30 * 60_000 - 1000);
    expect((await reset(api, early, 'Fresh#Start2026')).status).toBe(200);
    expect((await reset(api, early, 'Again#Start2026')).status).toBe(400);
    const late = await resetLink(api);
    advance(30 * 60_000 + 1000);
    const r = await reset(api, late);
    expect(r.status).toBe(400);
    expect(message(r)).toBe('This reset link has expired. Ask for a new one.');
  });

  it('issues random verification tokens that cannot be guessed from the customer id', async () => {
    const { api } = setup();
    const session = await signIn(api);
    const token = await linkToken(() =>
      callMock(api, 'GET', '/api/Authentication/sendEmailVerificationLink', { token: session, query: { emailId: DEMO } }),
    );
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    for (let n = 1; n < 60; n++)
      expect(
        (await callMock(api, 'GET', '/api/Authentication/VerifyEmail', { query: { token: `vrf-1001-${n}`, customerId: 1001 } })).status,
      ).toBe(400);
    expect((await callMock(api, 'GET', '/api/Authentication/VerifyEmail', { query: { token, customerId: 1001 } })).status).toBe(200);
    expect((await callMock(api, 'GET', '/api/Authentication/VerifyEmail', { query: { token, customerId: 1001 } })).status).toBe(400);
  });
});

describe('finding 2: PlaceOrder needs an authorisation AuthorizePayment issued', () => {
  it('refuses a card order with a made-up authorizationId with 402 and places nothing', async () => {
    const { api } = setup();
    const token = await signIn(api);
    const p = inStock(api);
    const lines = [{ productId: p.id, quantity: 2, stockSource: 'Instock', selected: true }];
    const lock = data<{ lockId: string }>(await callMock(api, 'POST', '/api/Checkout/LockPrices', { token, body: { lines } }));
    const before = api.db.state.orders.length;
    const r = await callMock(api, 'POST', '/api/Checkout/PlaceOrder', {
      token,
      headers: { 'Idempotency-Key': 'made-up-auth-0001' },
      body: {
        priceLockId: lock.lockId,
        lines,
        shippingAddress: { firstName: 'A', lastName: 'B', line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
        shippingMethod: 'standard',
        paymentMethod: 'Card',
        authorizationId: 'auth_made_up',
        eCheck: null,
        couponCode: null,
        isGiftWrap: false,
        orderNote: null,
        signatureConfirmation: false,
        shipToDepository: false,
        termsAccepted: true,
      },
    });
    expect(r.status).toBe(402);
    expect(api.db.state.orders).toHaveLength(before);
  });
});

describe('finding 3: sell-to-us requests are reachable only by their owner', () => {
  it('lists nothing without a token unless the reference number and its email are given', async () => {
    const { api } = setup();
    const all = await callMock(api, 'GET', '/api/Customer/GetSellToBoldOrders', { query: { PageNumber: 0, Size: 500 } });
    expect(all.status).toBe(400);
    expect(message(all)).toContain('reference number and the email');
    const ref = api.db.state.sellToBold[0]!.referenceNumber;
    const wrong = await callMock(api, 'GET', '/api/Customer/GetSellToBoldOrders', {
      query: { PageNumber: 0, Size: 500, ReferenceNumber: ref, emailId: 'eve@example.com' },
    });
    expect(data<unknown[]>(wrong)).toEqual([]);
    const right = await callMock(api, 'GET', '/api/Customer/GetSellToBoldOrders', {
      query: { PageNumber: 0, Size: 500, ReferenceNumber: ref, emailId: DEMO },
    });
    expect(data<{ referenceNumber: string }[]>(right).map((o) => o.referenceNumber)).toEqual([ref]);
  });

  it('lists only the signed-in customer’s own requests', async () => {
    const { api } = setup();
    const collector = await signIn(api, COLLECTOR, 'Collector#2026');
    const r = await callMock(api, 'GET', '/api/Customer/GetSellToBoldOrders', { token: collector, query: { PageNumber: 0, Size: 500 } });
    expect(data<{ emailId: string }[]>(r).every((o) => o.emailId === COLLECTOR)).toBe(true);
    expect(data<unknown[]>(r)).toHaveLength(0);
  });

  it('does not let anyone without the token or the email cancel another customer’s request', async () => {
    const { api } = setup();
    const order = api.db.state.sellToBold.find((o) => o.status === 'Requested' || o.status === 'Quoted')!;
    const anonymous = await callMock(api, 'PUT', '/api/Customer/UpdateSellToBoldOrders', {
      body: { referenceNumber: order.referenceNumber, status: 'Cancelled' },
    });
    expect(anonymous.status).toBe(404);
    const other = await callMock(api, 'PUT', '/api/Customer/UpdateSellToBoldOrders', {
      token: await signIn(api, COLLECTOR, 'Collector#2026'),
      body: { referenceNumber: order.referenceNumber, status: 'Cancelled' },
    });
    expect(other.status).toBe(404);
    expect(order.status).not.toBe('Cancelled');
    const owner = await callMock(api, 'PUT', '/api/Customer/UpdateSellToBoldOrders', {
      body: { referenceNumber: order.referenceNumber, status: 'Cancelled', emailId: DEMO },
    });
    expect(owner.status).toBe(200);
  });
});

describe('finding 4: a guest token reaches only guest checkout', () => {
  it('answers 403 to a guest token made with a customer’s email on their sales orders', async () => {
    const { api } = setup();
    const guest = await callMock(api, 'POST', '/api/Authentication/GuestSignIn', { body: { emailId: DEMO } });
    const token = data<{ token: string }>(guest).token;
    const r = await callMock(api, 'GET', '/api/Customer/GetCustomerSalesOrders', { token, query: { emailId: DEMO } });
    expect(r.status).toBe(403);
    expect(message(r)).toBe('Sign in with your account to do this.');
    expect((await callMock(api, 'GET', '/api/Customer/GetCustomerMessages', { token, query: { userId: 1001 } })).status).toBe(403);
    // ...while guest checkout itself works.
    const p = inStock(api);
    expect(
      (await callMock(api, 'POST', '/api/Checkout/LockPrices', { token, body: { lines: [{ productId: p.id, quantity: 1 }] } })).status,
    ).toBe(200);
  });
});

describe('finding 5: an encoded customer id alone reveals no portfolio figures', () => {
  it('fills pnl only for the customer’s own token', async () => {
    const { api } = setup();
    const encoded = Buffer.from('1001').toString('base64');
    const anonymous = await callMock(api, 'GET', '/api/Pricing/GetSpotPrices', { query: { encodedUserId: encoded } });
    expect(data<{ pnl: unknown }>(anonymous).pnl).toBeNull();
    const other = await callMock(api, 'GET', '/api/Pricing/GetSpotPrices', {
      token: await signIn(api, COLLECTOR, 'Collector#2026'),
      query: { encodedUserId: encoded },
    });
    expect(data<{ pnl: unknown }>(other).pnl).toBeNull();
    const own = await callMock(api, 'GET', '/api/Pricing/GetSpotPrices', { token: await signIn(api), query: { encodedUserId: encoded } });
    expect(data<{ pnl: { totalCurrentAssetValue: number } }>(own).pnl.totalCurrentAssetValue).toBeGreaterThan(0);
  });
});

describe('finding 9: the server cart holds only what can be bought', () => {
  const add = (api: MockApi, token: string, line: Record<string, unknown>) =>
    callMock(api, 'POST', '/api/ShoppingCart/AddProductToShoppingCart', { token, body: line });

  it('refuses 1e15 and 1e308 units, naming quantity, and keeps the cart as it was', async () => {
    const { api } = setup();
    const token = await signIn(api);
    const before = JSON.stringify(api.db.state.carts[1001]);
    const p = inStock(api);
    for (const quantity of [1e15, 1e308, 1001]) {
      const r = await add(api, token, { productId: p.id, quantity, stockSource: 'Backorder' });
      expect(r.status).toBe(400);
      expect(message(r)).toBe('Quantity must be at most 1000.');
      expect(errorsOf(r)).toEqual({ quantity: ['Quantity must be at most 1000.'] });
    }
    expect(JSON.stringify(api.db.state.carts[1001])).toBe(before);
  });

  it('holds a line to what is in stock, at the boundary and one past it, saying the limit', async () => {
    const { api } = setup();
    const token = await signIn(api, COLLECTOR, 'Collector#2026');
    const p = inStock(api);
    const qty = p.stock[0]!.qty;
    const over = await add(api, token, { productId: p.id, quantity: qty + 1, stockSource: 'Instock' });
    expect(over.status).toBe(400);
    expect(message(over)).toBe(`Only ${qty} in stock. Lower the quantity or choose Preorder.`);
    expect((await add(api, token, { productId: p.id, quantity: qty, stockSource: 'Instock' })).status).toBe(200);
    // The line as it would become counts: one more on top of all of it is refused.
    expect((await add(api, token, { productId: p.id, quantity: 1, stockSource: 'Instock' })).status).toBe(400);
  });

  it('refuses out-of-stock products, unknown stock sources and sizes that are not the product’s', async () => {
    const { api } = setup();
    const token = await signIn(api, COLLECTOR, 'Collector#2026');
    const out = api.db.catalog.find((p) => p.stock.length === 1 && p.stock[0]!.stockName === 'out of stock')!;
    expect((await add(api, token, { productId: out.id, quantity: 1, stockSource: 'Instock' })).status).toBe(400);
    const p = inStock(api);
    expect((await add(api, token, { productId: p.id, quantity: 1, stockSource: 'Warehouse9' })).status).toBe(400);
    expect((await add(api, token, { productId: p.id, quantity: 1, stockSource: 'Instock', size: { x: 1 } })).status).toBe(400);
    expect((await add(api, token, { productId: p.id, quantity: 1, stockSource: 'Instock', size: 'x'.repeat(10_000) })).status).toBe(400);
    expect((await add(api, token, { productId: p.id, quantity: null, stockSource: 'Instock' })).status).toBe(400);
    expect(api.db.state.carts[1002] ?? []).toEqual([]);
  });
});

describe('finding 10: inputs of the wrong type answer 400 naming the field, never 500', () => {
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    ['POST', '/api/Authentication/SignIn', { body: { emailId: 12345, password: 'x' } }, 'emailId', 'Email address must be text.'],
    ['POST', '/api/Customer/SubscribeNewsletter', { body: { email: 123 } }, 'email', 'Email address must be text.'],
    ['POST', '/api/Checkout/CalculateTax', { body: { state: 5, zip: '94105', subTotal: 10 } }, 'state', 'State must be text.'],
    [
      'POST',
      '/api/ShoppingCart/GetUpdateShoppingCart',
      { body: { shoppingCartProductsRequest: [null] } },
      'shoppingCartProductsRequest[0]',
      'Shopping cart products request cannot be empty.',
    ],
    [
      'POST',
      '/api/Authentication/SignUp',
      { body: { firstName: ['Ada'], lastName: 'Lovelace', emailId: 'ada@example.com', mobNo: '5551234567', password: 'Analytical#1843' } },
      'firstName',
      'First name must be text.',
    ],
  ];
  it.each(cases)('%s %s', async (method, path, options, field, words) => {
    const { api } = setup();
    const r = await callMock(api, method, path, options);
    expect(r.status).toBe(400);
    expect(message(r)).toBe(words);
    expect(errorsOf(r)).toEqual({ [field]: [words] });
    expect(api.db.state.customers.some((c) => Array.isArray(c.firstName))).toBe(false);
  });

  it('AddProductReview with a number as reviewText', async () => {
    const { api } = setup();
    const r = await callMock(api, 'POST', '/api/Product/AddProductReview', {
      token: await signIn(api),
      body: { productId: inStock(api).id, rating: 5, reviewText: 123 },
    });
    expect(r.status).toBe(400);
    expect(errorsOf(r)).toEqual({ reviewText: ['Review text must be text.'] });
  });
});

describe('finding 11: sessions end, and guessing passwords is slowed', () => {
  it('issues 128-bit random tokens', async () => {
    const { api } = setup();
    const tokens = [await signIn(api), await signIn(api)];
    for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{32}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('ends a session 12 hours after sign-in', async () => {
    const { api, advance } = setup();
    const token = await signIn(api);
    advance(12 * 3_600_000 - 1000);
    expect((await callMock(api, 'GET', '/api/Customer/GetCustomerInfo', { token })).status).toBe(200);
    advance(2000);
    expect((await callMock(api, 'GET', '/api/Customer/GetCustomerInfo', { token })).status).toBe(401);
  });

  it('revokes the other sessions when the password changes, and a token when it signs out', async () => {
    const { api } = setup();
    const stolen = await signIn(api);
    const mine = await signIn(api);
    expect(
      (
        await callMock(api, 'PUT', '/api/Account/ChangePassword', {
          token: mine,
          query: { CustomerId: 1001 },
          body: { oldPassword: 'Bullion#2026', newPassword: 'Brand#New2026' },
        })
      ).status,
    ).toBe(200);
    expect((await callMock(api, 'GET', '/api/Customer/GetCustomerInfo', { token: stolen })).status).toBe(401);
    expect((await callMock(api, 'GET', '/api/Customer/GetCustomerInfo', { token: mine })).status).toBe(200);
    expect((await callMock(api, 'POST', '/api/Authentication/SignOut', { token: mine })).status).toBe(200);
    expect((await callMock(api, 'GET', '/api/Customer/GetCustomerInfo', { token: mine })).status).toBe(401);
  });

  it('pauses sign-in after five wrong passwords for 15 minutes, even with the right one, with Retry-After', async () => {
    const { api, advance } = setup();
    const attempt = (password: string) => callMock(api, 'POST', '/api/Authentication/SignIn', { body: { emailId: DEMO, password } });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('Bullion#2026')).status).toBe(200); // four wrong, then right: not paused, and the count starts again
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    const paused = await attempt('Bullion#2026');
    expect(paused.status).toBe(429);
    expect(message(paused)).toBe('Too many wrong passwords. Try again in 15 minutes or reset your password.');
    expect(Number(paused.raw.headers.get('Retry-After'))).toBe(900);
    advance(15 * 60_000);
    expect((await attempt('Bullion#2026')).status).toBe(200);
  });
});

describe('finding 12: nobody acts on someone else’s behalf', () => {
  it('gives a thank-you coupon only to the customer whose invoice it is', async () => {
    const { api } = setup();
    const invoice = api.db.state.orders.find((o) => o.customerId === 1001)!.invoice;
    expect((await callMock(api, 'POST', '/api/Product/AddCouponForBullionPurchases', { query: { invoice } })).status).toBe(401);
    const other = await callMock(api, 'POST', '/api/Product/AddCouponForBullionPurchases', {
      token: await signIn(api, COLLECTOR, 'Collector#2026'),
      query: { invoice },
    });
    expect(other.status).toBe(404);
    expect(api.db.state.coupons.some((c) => c.couponCode === `THANKS-${invoice}`)).toBe(false);
    expect(
      (await callMock(api, 'POST', '/api/Product/AddCouponForBullionPurchases', { token: await signIn(api), query: { invoice } })).status,
    ).toBe(200);
  });

  it('does not rewrite another customer’s recently viewed list', async () => {
    const { api } = setup();
    const before = JSON.stringify(api.db.state.recentViews[1001] ?? []);
    const log = { customerId: 1001, visitedPageUrl: '/product/1', pageName: 'Product', operation: 'view', productId: inStock(api).id };
    expect((await callMock(api, 'POST', '/api/Customer/CustomerBehaviourLog', { body: log })).status).toBe(200);
    expect(
      (
        await callMock(api, 'POST', '/api/Customer/CustomerBehaviourLog', {
          token: await signIn(api, COLLECTOR, 'Collector#2026'),
          body: log,
        })
      ).status,
    ).toBe(200);
    expect(JSON.stringify(api.db.state.recentViews[1001] ?? [])).toBe(before);
  });

  it('does not mark another customer’s account subscribed', async () => {
    const { api } = setup();
    const collector = api.db.state.customers.find((c) => c.emailId === COLLECTOR)!;
    collector.isSubscribed = false;
    expect(
      (await callMock(api, 'POST', '/api/Customer/SubscribeNewsletter', { body: { email: COLLECTOR, userId: collector.customerId } }))
        .status,
    ).toBe(200);
    expect(collector.isSubscribed).toBe(false);
  });

  it('does not publish a guest token’s review', async () => {
    const { api } = setup();
    const guest = data<{ token: string }>(
      await callMock(api, 'POST', '/api/Authentication/GuestSignIn', { body: { emailId: 'guest@example.com' } }),
    ).token;
    const r = await callMock(api, 'POST', '/api/Product/AddProductReview', {
      token: guest,
      body: { productId: inStock(api).id, rating: 5, reviewText: 'Great coin' },
    });
    expect(r.status).toBe(403);
    expect(api.db.state.addedReviews).toHaveLength(0);
  });
});

describe('no field unbounded', () => {
  const contact = (over: Record<string, unknown>) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailId: 'ada@example.com',
    feedBackType: 'General',
    feedBackText: 'Do you buy back sovereigns?',
    ...over,
  });
  it('the contact form takes a 50-character name and refuses 51 or 5,000, saying the limit', async () => {
    const { api } = setup();
    const send = (over: Record<string, unknown>) => callMock(api, 'POST', '/api/Customer/ContactUS', { body: contact(over) });
    expect((await send({ firstName: 'A'.repeat(50) })).status).toBe(200);
    for (const firstName of ['A'.repeat(51), 'A'.repeat(5000)]) {
      const r = await send({ firstName });
      expect(r.status).toBe(400);
      expect(errorsOf(r)).toEqual({ firstName: ['First name must be at most 50 characters.'] });
    }
    expect((await send({ feedBackText: 'x'.repeat(2000) })).status).toBe(200);
    expect(errorsOf(await send({ feedBackText: 'x'.repeat(2001) }))).toEqual({
      feedBackText: ['Message must be at most 2000 characters.'],
    });
    expect(errorsOf(await send({ emailId: `${'a'.repeat(250)}@x.io` }))).toEqual({
      emailId: ['Email address must be at most 254 characters.'],
    });
  });
});

describe('finding 13: numbers and codes are what they say', () => {
  it('refuses shippingCharges "abc" and zip "abc" in CalculateTax', async () => {
    const { api } = setup();
    const bad = await callMock(api, 'POST', '/api/Checkout/CalculateTax', {
      body: { state: 'CA', zip: '94105', subTotal: 100, shippingCharges: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toEqual({ shippingCharges: ['Shipping charges must be a number.'] });
    const zip = await callMock(api, 'POST', '/api/Checkout/CalculateTax', { body: { state: 'CA', zip: 'abc', subTotal: 100 } });
    expect(zip.status).toBe(400);
    expect(errorsOf(zip)).toEqual({ zip: ['ZIP code must be 5 digits, or 5 digits, a hyphen and 4 digits.'] });
  });

  // Shipping options were answered for the ZIP "abc" and the state "California".
  it('refuses shipping options for the ZIP "abc" or "9410" and a state that is not its two-letter code, naming the field', async () => {
    const { api } = setup();
    const lines = [{ productId: inStock(api).id, quantity: 1, stockSource: 'Instock', selected: true }];
    const quote = (over: Record<string, unknown>) =>
      callMock(api, 'POST', '/api/Checkout/GetShippingOptions', { body: { state: 'CA', zip: '94105', country: 'US', lines, ...over } });
    for (const zip of ['abc', '9410', '941050', '94105-12']) {
      const r = await quote({ zip });
      expect(r.status, zip).toBe(400);
      expect(errorsOf(r)).toEqual({ zip: ['ZIP code must be 5 digits, or 5 digits, a hyphen and 4 digits.'] });
    }
    expect((await quote({ state: 'California' })).status).toBe(400);
    expect((await quote({ zip: '94105-1234' })).status).toBe(200);
    expect((await quote({})).status).toBe(200);
  });

  it('refuses to lock or place an order of 1e300 units', async () => {
    const { api } = setup();
    const token = await signIn(api);
    const r = await callMock(api, 'POST', '/api/Checkout/LockPrices', {
      token,
      body: { lines: [{ productId: inStock(api).id, quantity: 1e300 }] },
    });
    expect(r.status).toBe(400);
    expect(errorsOf(r)).toEqual({ 'lines[0].quantity': ['Quantity must be at most 1000.'] });
  });
});

describe('finding 15: sizes are limited', () => {
  it('answers 413 to a body over 128 KB', async () => {
    const { api } = setup();
    const r = await callMock(api, 'POST', '/api/Customer/ContactUS', {
      body: { firstName: 'A', lastName: 'B', emailId: 'a@example.com', feedBackType: 'x', feedBackText: 'x'.repeat(128 * 1024) },
    });
    expect(r.status).toBe(413);
    expect(message(r)).toBe('The request is too large.');
  });

  it('refuses a 2,001-character review and a 129-character password, and takes 2,000 and 128', async () => {
    const { api } = setup();
    const token = await signIn(api);
    const review = (n: number) =>
      callMock(api, 'POST', '/api/Product/AddProductReview', {
        token,
        body: { productId: inStock(api).id, rating: 4, reviewText: 'a'.repeat(n) },
      });
    expect((await review(2001)).status).toBe(400);
    expect((await review(2000)).status).toBe(200);
    const signUp = (n: number) =>
      callMock(api, 'POST', '/api/Authentication/SignUp', {
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          emailId: `ada${n}@example.com`,
          mobNo: '5551234567',
          password: `Aa1#${'x'.repeat(n - 4)}`,
        },
      });
    expect((await signUp(129)).status).toBe(400);
    expect((await signUp(128)).status).toBe(200);
  });
});
