// @vitest-environment node
import { createMockApi, type MockApi } from '../../mocks/create-mock-api';
import { callMock, signIn } from './support/mock-client';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const photoForm = (file: Blob, customerId = 1001, imageType = 'customerprofile') => {
  const form = new FormData();
  form.append('file', file, 'me.png');
  form.append('imageType', imageType);
  form.append('customerId', String(customerId));
  return form;
};
const errorsOf = (body: unknown) => (body as { errors?: Record<string, string[]> }).errors ?? {};

describe('the mock’s account settings', () => {
  let api: MockApi;
  let token: string;
  beforeEach(async () => {
    api = createMockApi({ seed: 7 });
    token = await signIn(api);
  });

  it('keeps an uploaded photo under a new name each time and serves the bytes it was sent', async () => {
    const first = await callMock(api, 'POST', '/api/Account/FileUpload', {
      token,
      form: photoForm(new Blob([PNG], { type: 'image/png' })),
    });
    expect(first.status).toBe(200);
    const url = (first.body as { data: { fileUrl: string } }).data.fileUrl;
    expect(url).toMatch(/^\/uploads\/customerprofile\/1001-\d+\.png$/);
    const served = await callMock(api, 'GET', url);
    expect(served.contentType).toBe('image/png');
    expect(new Uint8Array(served.body as ArrayBuffer)).toEqual(PNG);
    const info = await callMock(api, 'GET', '/api/Customer/GetCustomerInfo', { token });
    expect((info.body as { data: { profilePhoto: string } }).data.profilePhoto).toBe(url);

    const second = await callMock(api, 'POST', '/api/Account/FileUpload', {
      token,
      form: photoForm(new Blob([PNG], { type: 'image/webp' })),
    });
    const next = (second.body as { data: { fileUrl: string } }).data.fileUrl;
    expect(next).not.toBe(url);
    // The old photo is let go: one photo per customer is kept.
    expect(Object.keys(api.db.state.uploads)).toEqual([next]);
  });

  it('refuses what is not a PNG, JPEG or WebP, more than 2 MB, or for someone else, with 400 naming the field', async () => {
    const gif = await callMock(api, 'POST', '/api/Account/FileUpload', {
      token,
      form: photoForm(new Blob(['GIF89a'], { type: 'image/gif' })),
    });
    expect(gif.status).toBe(400);
    expect(errorsOf(gif.body).file).toEqual(['Choose a PNG, JPEG or WebP image.']);
    const exactly = await callMock(api, 'POST', '/api/Account/FileUpload', {
      token,
      form: photoForm(new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' })),
    });
    expect(exactly.status).toBe(200);
    const over = await callMock(api, 'POST', '/api/Account/FileUpload', {
      token,
      form: photoForm(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/jpeg' })),
    });
    expect(over.status).toBe(400);
    expect(errorsOf(over.body).file).toEqual(['The photo must be 2 MB or smaller.']);
    const other = await callMock(api, 'POST', '/api/Account/FileUpload', {
      token,
      form: photoForm(new Blob([PNG], { type: 'image/png' }), 1002),
    });
    expect(other.status).toBe(400);
    expect(api.db.state.customers.find((c) => c.customerId === 1002)?.profilePhoto).toBeNull();
  });

  it('a photo never uploaded is a drawn stand-in, not an error', async () => {
    const r = await callMock(api, 'GET', '/uploads/customerprofile/1001-999.png');
    expect(r.status).toBe(200);
    expect(r.contentType).toBe('image/svg+xml');
  });

  it('saves preferences and answers them in GetCustomerInfo; refuses unknown values naming the field', async () => {
    const body = {
      customerId: 1001,
      boldUserName: null,
      metalPreference: 'Platinum',
      customerType: 'Collector',
      preferenceMintType: 'Private',
      preferenceProductTypeId: 3,
      preferenceMints: 'PAMP',
      preferenceJewelryNCoupon: true,
      isPreferenceUpdated: true,
    };
    expect((await callMock(api, 'PUT', '/api/Account/UpdateCustomerProfile', { token, body })).status).toBe(200);
    const info = (await callMock(api, 'GET', '/api/Customer/GetCustomerInfo', { token })).body as {
      data: { preferences: unknown; customerType: string };
    };
    expect(info.data.preferences).toEqual({
      metalPreference: 'Platinum',
      customerType: 'Collector',
      preferenceMintType: 'Private',
      preferenceProductTypeId: 3,
      preferenceMints: 'PAMP',
      preferenceJewelryNCoupon: true,
    });
    expect(info.data.customerType).toBe('Collector');

    for (const [field, value] of [
      ['metalPreference', 'Rhodium'],
      ['preferenceProductTypeId', 5],
      ['preferenceProductTypeId', 0],
      ['preferenceMintType', 'Other'],
    ] as const) {
      const r = await callMock(api, 'PUT', '/api/Account/UpdateCustomerProfile', { token, body: { ...body, [field]: value } });
      expect(r.status, `${field} ${value}`).toBe(400);
      expect(Object.keys(errorsOf(r.body)), `${field} ${value}`).toEqual([field]);
    }
    const edge = await callMock(api, 'PUT', '/api/Account/UpdateCustomerProfile', { token, body: { ...body, preferenceProductTypeId: 4 } });
    expect(edge.status).toBe(200);
    const someoneElse = await callMock(api, 'PUT', '/api/Account/UpdateCustomerProfile', { token, body: { ...body, customerId: 1002 } });
    expect(someoneElse.status).toBe(400);
    expect(api.db.state.customers.find((c) => c.customerId === 1002)?.profile).toBeNull();
  });

  it('order handling and unsubscribing change only the signed-in customer', async () => {
    const other = await signIn(api, 'collector@boldbullion.test', 'Collector#2026');
    expect((await callMock(api, 'PUT', '/api/Account/MergeMyOrders', { token, query: { allowCombineOrder: true } })).status).toBe(200);
    expect((await callMock(api, 'PUT', '/api/Account/SplitMyOrders', { token, query: { allowSplit: 'yes' } })).status).toBe(400);
    const [demo, collector] = [1001, 1002].map((id) => api.db.state.customers.find((c) => c.customerId === id)!);
    expect(demo!.allowCombineOrder).toBe(true);
    expect(collector!.allowCombineOrder).toBe(false);
    expect((await callMock(api, 'GET', '/api/Customer/UnsubscribeFromBold', { token: other, query: { customerId: 1001 } })).status).toBe(
      400,
    );
    expect(demo!.isSubscribed).toBe(true);
  });
});

describe('the mock’s watchlist target prices', () => {
  let at: Date;
  let api: MockApi;
  let token: string;
  const watched = () =>
    callMock(api, 'GET', '/api/ShoppingCart/GetCustomerWatchlistProduct', { token }).then(
      (r) => (r.body as { data: { productId: number; price: number; targetPrice: number | null }[] }).data,
    );
  const inbox = () =>
    callMock(api, 'GET', '/api/Customer/GetCustomerMessages', { token, query: { userId: 1001 } }).then(
      (r) => (r.body as { data: { data: { inBoxMsgs: { msgText: string }[] } } }).data.data.inBoxMsgs,
    );
  const alerts = async () => (await inbox()).filter((m) => m.msgText.startsWith('Price alert:'));
  beforeEach(async () => {
    // A Wednesday with the market open: the feed ticks every 45 seconds.
    at = new Date('2026-11-18T15:00:00Z');
    api = createMockApi({ seed: 7, now: () => at });
    token = await signIn(api);
  });

  it('sets, keeps and clears a target on a watched product; refuses one at or below zero, naming the field', async () => {
    const [first] = await watched();
    const set = await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', {
      token,
      body: { productId: first!.productId, targetPrice: 99999.99 },
    });
    expect(set.status).toBe(200);
    expect((await watched()).find((w) => w.productId === first!.productId)?.targetPrice).toBe(99999.99);
    // Re-adding without a target leaves it; null clears it.
    await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', { token, body: { productId: first!.productId } });
    expect((await watched()).find((w) => w.productId === first!.productId)?.targetPrice).toBe(99999.99);
    await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', {
      token,
      body: { productId: first!.productId, targetPrice: null },
    });
    expect((await watched()).find((w) => w.productId === first!.productId)?.targetPrice).toBeNull();
    for (const targetPrice of [0, -1, 1_000_000.01, 10.001]) {
      const r = await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', {
        token,
        body: { productId: first!.productId, targetPrice },
      });
      expect(r.status, String(targetPrice)).toBe(400);
      expect(Object.keys(errorsOf(r.body))).toEqual(['targetPrice']);
    }
    // Cents that binary floating point cannot hold exactly (293.79 × 100 is 29378.999…) are still cents.
    for (const targetPrice of [1_000_000, 293.79, 0.01, 1.1]) {
      expect(
        (
          await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', {
            token,
            body: { productId: first!.productId, targetPrice },
          })
        ).status,
        String(targetPrice),
      ).toBe(200);
    }
  });

  it('sends one inbox message on the first tick the price reaches a target above it, and not a tick before', async () => {
    const [first] = await watched();
    const target = Math.round((first!.price + 0.01) * 100) / 100;
    await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', {
      token,
      body: { productId: first!.productId, targetPrice: target },
    });
    let ticks = 0;
    for (; ticks < 2000; ticks++) {
      const price = (await watched()).find((w) => w.productId === first!.productId)!.price;
      const sent = await alerts();
      if (price >= target) {
        expect(sent).toHaveLength(1);
        expect(sent[0]!.msgText).toMatch(
          new RegExp(
            `^Price alert: .+ has risen to \\$[\\d,]+\\.\\d\\d, reaching your target of \\$${target.toLocaleString('en-US', { minimumFractionDigits: 2 })}\\.$`,
          ),
        );
        break;
      }
      expect(sent).toHaveLength(0);
      at = new Date(at.getTime() + 45_000);
    }
    expect(ticks).toBeLessThan(2000);
    // Once sent, the target is cleared: no second message however the price moves.
    expect((await watched()).find((w) => w.productId === first!.productId)?.targetPrice).toBeNull();
    at = new Date(at.getTime() + 3600_000);
    expect(await alerts()).toHaveLength(1);
  });

  it('a target far below the price waits; one at the price is met at once, and only its owner is told', async () => {
    const [first] = await watched();
    await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', {
      token,
      body: { productId: first!.productId, targetPrice: Math.round(first!.price * 50) / 100 },
    });
    at = new Date(at.getTime() + 3600_000);
    expect(await alerts()).toHaveLength(0);
    // A target at the price now is reached at once: the demo customer is told, and only they are.
    const now = (await watched()).find((w) => w.productId === first!.productId)!.price;
    await callMock(api, 'POST', '/api/Customer/AddProductInCustomerWishList', {
      token,
      body: { productId: first!.productId, targetPrice: now },
    });
    expect(await alerts()).toHaveLength(1);
    const other = await signIn(api, 'collector@boldbullion.test', 'Collector#2026');
    const theirs = (await callMock(api, 'GET', '/api/Customer/GetCustomerMessages', { token: other, query: { userId: 1002 } })).body as {
      data: { data: { inBoxMsgs: { msgText: string }[] } };
    };
    expect(theirs.data.data.inBoxMsgs.filter((m) => m.msgText.startsWith('Price alert:'))).toHaveLength(0);
  });
});
