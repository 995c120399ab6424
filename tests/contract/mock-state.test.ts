// @vitest-environment node
import { createMockApi } from '../../mocks/create-mock-api';
import { callMock, signIn } from './support/mock-client';

type Json = Record<string, unknown>;
const data = <T>(r: { body: unknown }) => (r.body as { data: T }).data;

describe('the mock backend keeps state like a real one', () => {
  it('a product added to the cart is in the cart when it is read back, merged with the same line', async () => {
    const api = createMockApi({ scenarios: ['empty-cart'] });
    const token = await signIn(api);
    const p = api.db.catalog.find((x) => x.productType === 'Bar' && x.stock.some((s) => s.stockName === 'in stock' && s.qty > 10))!;
    const add = { productId: p.id, quantity: 2, salesEventId: p.sale?.id ?? null, stockSource: 'Instock', selected: true, size: null };
    expect((await callMock(api, 'POST', '/api/ShoppingCart/AddProductToShoppingCart', { token, body: add })).status).toBe(200);
    await callMock(api, 'POST', '/api/ShoppingCart/AddProductToShoppingCart', { token, body: { ...add, quantity: 3 } });
    const cart = data<Json[]>(await callMock(api, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', { token }));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ productId: p.id, quantity: 5, productInventorySource: 'Instock' });
  });

  it('an order placed shows up in the order history, with a message about it, and leaves the cart', async () => {
    const api = createMockApi();
    const token = await signIn(api);
    const before = data<Json[]>(await callMock(api, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', { token }));
    const lines = before.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      stockSource: l.productInventorySource,
      selected: true,
    }));
    const lock = await callMock(api, 'POST', '/api/Checkout/LockPrices', { token, body: { lines } });
    const priceLockId = data<{ lockId: string }>(lock).lockId;
    const placed = await callMock(api, 'POST', '/api/Checkout/PlaceOrder', {
      token,
      headers: { 'Idempotency-Key': 'state-test-order' },
      body: {
        priceLockId,
        lines,
        shippingAddress: {
          firstName: 'Alexandra',
          lastName: 'Sterling',
          line1: '500 Market St',
          city: 'San Francisco',
          state: 'CA',
          zip: '94105',
          country: 'US',
        },
        shippingMethod: 'standard',
        paymentMethod: 'Wire',
        termsAccepted: true,
      },
    });
    expect(placed.status).toBe(200);
    const invoice = data<{ order: { invoice: string; status: string } }>(placed).order.invoice;
    const history = data<{ invoice: string }[]>(await callMock(api, 'GET', '/api/CustomerOrder/GetCustomerOrder', { token }));
    expect(history[0]?.invoice).toBe(invoice);
    const messages = data<{ data: { inBoxMsgs: { invoice: string; isRead: boolean }[] } }>(
      await callMock(api, 'GET', '/api/Customer/GetCustomerMessages', { token, query: { userId: 1001 } }),
    );
    expect(messages.data.inBoxMsgs[0]).toMatchObject({ invoice, isRead: false });
    expect(data<Json[]>(await callMock(api, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', { token }))).toEqual([]);
  });

  it('an archived message moves to the archive and is marked read', async () => {
    const api = createMockApi();
    const token = await signIn(api);
    const read = async () =>
      data<{ data: { inBoxMsgs: { id: number }[]; archiveMsg: { id: number; isRead: boolean }[] } }>(
        await callMock(api, 'GET', '/api/Customer/GetCustomerMessages', { token, query: { userId: 1001 } }),
      ).data;
    const id = (await read()).inBoxMsgs[0]!.id;
    expect((await callMock(api, 'PUT', '/api/Customer/ArchiveMessages', { token, body: { messageIds: [id] } })).status).toBe(200);
    const after = await read();
    expect(after.inBoxMsgs.map((m) => m.id)).not.toContain(id);
    expect(after.archiveMsg.find((m) => m.id === id)).toMatchObject({ isRead: true });
  });

  it('answers 401 to a bearer operation called without a token, or with an unknown one', async () => {
    const api = createMockApi();
    expect((await callMock(api, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart')).status).toBe(401);
    const r = await callMock(api, 'GET', '/api/CustomerOrder/GetCustomerOrder', { token: 'forged' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ message: 'Your login session has been expired. Please login again using your credentials' });
  });

  it('answers a second subscription of the same email with a non-200 and the already-connected text', async () => {
    const api = createMockApi();
    const first = await callMock(api, 'POST', '/api/Customer/SubscribeNewsletter', { body: { email: 'Twice@Example.com' } });
    const second = await callMock(api, 'POST', '/api/Customer/SubscribeNewsletter', { body: { email: 'twice@example.com' } });
    expect(first.status).toBe(200);
    expect(second.status).not.toBe(200);
    expect(second.body).toMatchObject({ message: 'You are already connected to Bold.' });
  });

  it('serves a real PDF invoice for the customer’s own order only', async () => {
    const api = createMockApi();
    const token = await signIn(api);
    const mine = api.db.state.orders.find((o) => o.customerId === 1001)!.invoice;
    const other = api.db.state.orders.find((o) => o.customerId === 1002)!.invoice;
    const pdf = await callMock(api, 'GET', `/api/CustomerOrder/Invoice/${mine}`, { token });
    const text = new TextDecoder().decode(pdf.body as ArrayBuffer);
    expect(pdf.contentType).toBe('application/pdf');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(mine);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await callMock(api, 'GET', `/api/CustomerOrder/Invoice/${other}`, { token })).status).toBe(404);
  });

  it('switches scenarios without code changes: down, expired, signed in', async () => {
    const api = createMockApi();
    api.setScenarios(['down']);
    expect((await callMock(api, 'GET', '/api/UI/GetNotice')).status).toBe(500);
    api.setScenarios(['expired']);
    const token = await signIn(api);
    expect((await callMock(api, 'GET', '/api/UI/GetNotice')).status).toBe(200);
    expect((await callMock(api, 'GET', '/api/ShoppingCart/GetCoupons', { token })).status).toBe(401);
    api.setScenarios(['signed-in']);
    expect(data<{ firstName: string }>(await callMock(api, 'GET', '/api/Customer/GetCustomerInfo')).firstName).toBe('Alexandra');
  });

  it('prices a line by its quantity tier: 100 coins cost less each than 1', async () => {
    const api = createMockApi();
    const p = api.db.catalog.find(
      (x) => x.productType === 'Coin' && x.ounces === 1 && !x.atSpot && x.stock.some((s) => s.stockName === 'in stock' && s.qty > 100),
    )!;
    const price = async (quantity: number) =>
      data<{ price: number }[]>(
        await callMock(api, 'POST', '/api/ShoppingCart/GetUpdateShoppingCart', {
          body: { shoppingCartProductsRequest: [{ productId: p.id, quantity, stockSource: 'Instock' }] },
        }),
      )[0]!.price;
    expect(await price(100)).toBeLessThan(await price(1));
  });
});

describe('category sorts that a bullion buyer uses', () => {
  const list = async (slug: string, sort: string) => {
    const api = createMockApi({ now: () => new Date('2026-11-18T15:30:00Z') });
    const r = await callMock(api, 'GET', '/api/Product/GetProductsByCategory', { query: { slug, sort, pageSize: '96' } });
    expect(r.status).toBe(200);
    return data<{ products: { id: number; ounces?: number; lowestPrice?: number; premiumOverSpot?: number }[] }>(r).products;
  };
  const perOunce = (p: { ounces?: number; lowestPrice?: number }) =>
    p.ounces ? (p.lowestPrice ?? 0) / p.ounces : Number.POSITIVE_INFINITY;

  it('price-per-oz-asc: the price per troy ounce never falls down the page, and fractional coins do not sort as cheap', async () => {
    const products = await list('gold-bullion', 'price-per-oz-asc');
    expect(products.length).toBeGreaterThan(20);
    const values = products.map(perOunce);
    for (let i = 1; i < values.length; i++) expect(values[i]!, `position ${i}`).toBeGreaterThanOrEqual(values[i - 1]!);
    // A careful dealer never sells metal below melt, sales included.
    for (const p of products) expect(p.premiumOverSpot, `product ${p.id}`).toBeGreaterThanOrEqual(0);
    // The same page by price is a different order: small pieces are cheap per piece, dear per ounce.
    expect((await list('gold-bullion', 'price-asc')).map((p) => p.id)).not.toEqual(products.map((p) => p.id));
  });

  it('price-per-oz-asc puts what carries no metal (supplies, gifts) after every metal product', async () => {
    // Holiday gifts mix coins with supplies.
    const products = await list('holiday-gifts', 'price-per-oz-asc');
    const withMetal = products.filter((p) => (p.ounces ?? 0) > 0).length;
    expect(withMetal).toBeGreaterThan(0);
    expect(withMetal).toBeLessThan(products.length);
    expect(products.slice(0, withMetal).every((p) => (p.ounces ?? 0) > 0)).toBe(true);
    expect(products.slice(withMetal).every((p) => !p.ounces)).toBe(true);
  });

  it('an unknown sort is a 400 naming the parameter', async () => {
    const api = createMockApi();
    const r = await callMock(api, 'GET', '/api/Product/GetProductsByCategory', { query: { slug: 'gold-bullion', sort: 'per-oz' } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('sort');
  });
});

describe('the mock watchlist', () => {
  it('keeps the price a product had when it was added, reads it back with the live price, and lets only its customer remove it', async () => {
    const api = createMockApi();
    const token = await signIn(api);
    const seeded = data<Json[]>(await callMock(api, 'GET', '/api/ShoppingCart/GetCustomerWatchlistProduct', { token }));
    expect(seeded).toHaveLength(3);
    for (const w of seeded) {
      expect(typeof w.price).toBe('number');
      expect(w.priceWhenAdded).toBeGreaterThan(0);
    }
    const p = api.db.catalog.find((x) => x.metal === 'Silver' && !seeded.some((w) => w.productId === x.id))!;
    await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', { token, body: { productId: p.id } });
    const after = data<Json[]>(await callMock(api, 'GET', '/api/ShoppingCart/GetCustomerWatchlistProduct', { token }));
    const added = after.find((w) => w.productId === p.id)!;
    // Just added: the price then is the price now.
    expect(added.priceWhenAdded).toBe(added.price);
    expect(api.db.state.watchlists[1001]?.find((w) => w.productId === p.id)?.priceWhenAdded).toBe(added.price);

    const other = await signIn(api, 'collector@boldbullion.test', 'Collector#2026');
    const theirs = await callMock(api, 'DELETE', '/api/ShoppingCart/DeleteProductFromWatchlists', {
      token: other,
      query: { Id: Number(added.id) },
    });
    expect(theirs.status).toBe(404);
    const mine = await callMock(api, 'DELETE', '/api/ShoppingCart/DeleteProductFromWatchlists', { token, query: { Id: Number(added.id) } });
    expect(mine.status).toBe(200);
    expect(
      data<Json[]>(await callMock(api, 'GET', '/api/ShoppingCart/GetCustomerWatchlistProduct', { token })).map((w) => w.productId),
    ).not.toContain(p.id);
  });
});
