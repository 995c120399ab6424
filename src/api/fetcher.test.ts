// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getGetCouponsQueryKey, getCoupons, getUpdateShoppingCart } from '@generated/hooks/shopping-cart/shopping-cart';
import { getNotice } from '@generated/hooks/ui/ui';
import { getInvoice } from '@generated/hooks/customer-order/customer-order';
import { getSpotPrices } from '@generated/hooks/pricing/pricing';
import { signIn } from '@generated/hooks/authentication/authentication';
import { configureApi, onSchemaMismatch, onUnauthorized } from './api-config';
import { ApiError } from './api-error';
import { apiFetch } from './fetcher';
import { UNREADABLE_MESSAGE } from './send-request';

const API = 'http://api.bold.test';
const server = setupServer();
let seenAuth: (string | null)[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seenAuth = [];
  configureApi({ baseUrl: API, getToken: () => 'tok-123', validateResponses: true });
});
afterEach(() => server.resetHandlers());

const coupon = {
  couponCode: 'SILVER10',
  couponType: 'Order',
  discountType: '$',
  discountValue: 10,
  currentBalance: 10,
  applicableProducts: [],
};
const notice = { imageURL: '/n.svg', noticeTitle: 'Holiday hours', description: 'We ship on Jan 2.' };

function recordAuth(request: Request) {
  seenAuth.push(request.headers.get('authorization'));
}

describe('apiFetch (the orval mutator) over the one HTTP core', () => {
  it('sends the bearer token to a secured operation on the API host', async () => {
    server.use(
      http.get(`${API}/api/ShoppingCart/GetCoupons`, ({ request }) => (recordAuth(request), HttpResponse.json({ data: [coupon] }))),
    );
    const body = await getCoupons();
    expect(body.data[0]?.couponCode).toBe('SILVER10');
    expect(seenAuth).toEqual(['Bearer tok-123']);
  });

  it('never sends the token to a public operation, even if a caller set one', async () => {
    server.use(http.get(`${API}/api/UI/GetNotice`, ({ request }) => (recordAuth(request), HttpResponse.json({ data: notice }))));
    await getNotice({ headers: { Authorization: 'Bearer leaked' } });
    expect(seenAuth).toEqual([null]);
  });

  it('keeps a secured call’s own token when the browser holds none (SignOut of a session just forgotten)', async () => {
    configureApi({ baseUrl: API, getToken: () => null, validateResponses: true });
    server.use(http.get(`${API}/api/ShoppingCart/GetCoupons`, ({ request }) => (recordAuth(request), HttpResponse.json({ data: [] }))));
    await getCoupons({ headers: { Authorization: 'Bearer own-token' } });
    expect(seenAuth).toEqual(['Bearer own-token']);
  });

  it('never sends the token to another host, even on a secured path', async () => {
    server.use(
      http.get(
        'https://elsewhere.example/api/ShoppingCart/GetCoupons',
        ({ request }) => (recordAuth(request), HttpResponse.json({ data: [] })),
      ),
    );
    await apiFetch('https://elsewhere.example/api/ShoppingCart/GetCoupons', { method: 'GET' });
    expect(seenAuth).toEqual([null]);
  });

  it('tells the 401 hook when a secured call is answered 401, and throws ApiError', async () => {
    server.use(
      http.get(`${API}/api/ShoppingCart/GetCoupons`, () => HttpResponse.json({ status: 401, message: 'Token expired' }, { status: 401 })),
    );
    const seen: string[] = [];
    const off = onUnauthorized((e) => seen.push(e.operationId));
    await expect(getCoupons()).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Token expired',
      operationId: 'getCoupons',
    });
    off();
    expect(seen).toEqual(['getCoupons']);
  });

  it('does not call the 401 hook for a public operation (wrong password is not an expired session)', async () => {
    server.use(
      http.post(`${API}/api/Authentication/SignIn`, () =>
        HttpResponse.json({ message: 'The email or password is incorrect.' }, { status: 401 }),
      ),
    );
    const seen: string[] = [];
    const off = onUnauthorized((e) => seen.push(e.operationId));
    await expect(apiFetch('/api/Authentication/SignIn', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(ApiError);
    off();
    expect(seen).toEqual([]);
  });

  it('throws ApiError with the status and the server message on any non-2xx', async () => {
    server.use(
      http.get(`${API}/api/UI/GetNotice`, () =>
        HttpResponse.json({ status: 500, message: 'The service is temporarily unavailable.' }, { status: 500 }),
      ),
    );
    const error = await getNotice().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'The service is temporarily unavailable.' });
  });

  it('describes the status when the error body has no message', async () => {
    server.use(http.get(`${API}/api/UI/GetNotice`, () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(getNotice()).rejects.toMatchObject({ status: 502, message: 'The server failed (HTTP 502).' });
  });

  it('passes the AbortSignal through: an aborted pricing call rejects with AbortError', async () => {
    server.use(
      http.post(`${API}/api/ShoppingCart/GetUpdateShoppingCart`, async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ data: [] });
      }),
    );
    const controller = new AbortController();
    const call = getUpdateShoppingCart({ shoppingCartProductsRequest: [] }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a response that breaks its schema with the operation, path and first mismatch', async () => {
    server.use(http.get(`${API}/api/ShoppingCart/GetCoupons`, () => HttpResponse.json({ data: [{ ...coupon, discountType: 'percent' }] })));
    const reports: { operationId: string; path: string; at: string }[] = [];
    const off = onSchemaMismatch((m) => reports.push(m));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getCoupons()).rejects.toMatchObject({ status: 502, message: UNREADABLE_MESSAGE });
    off();
    expect(reports).toEqual([
      expect.objectContaining({ operationId: 'getCoupons', path: '/api/ShoppingCart/GetCoupons', at: 'data[0].discountType' }),
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('getCoupons'));
  });

  it("takes a sign-in's answer without the token (the store's server keeps it), and nothing else missing", async () => {
    const body = { emailId: 'demo@boldbullion.test', password: 'Bullion#2026' };
    const reports: { at: string }[] = [];
    const off = onSchemaMismatch((m) => reports.push(m));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(`${API}/api/Authentication/SignIn`, () => HttpResponse.json({ data: { userId: 1001, firstName: 'Alexandra' } })));
    await expect(signIn(body)).resolves.toMatchObject({ data: { userId: 1001, firstName: 'Alexandra' } });
    // One past the boundary: a token of the wrong kind, or a first name missing, is still a broken answer.
    server.use(
      http.post(`${API}/api/Authentication/SignIn`, () => HttpResponse.json({ data: { userId: 1001, token: 7, firstName: 'A' } })),
    );
    await expect(signIn(body)).rejects.toMatchObject({ status: 502 });
    server.use(http.post(`${API}/api/Authentication/SignIn`, () => HttpResponse.json({ data: { userId: 1001 } })));
    await expect(signIn(body)).rejects.toMatchObject({ status: 502 });
    off();
    expect(reports.map((r) => r.at)).toEqual(['data.token', 'data.firstName']);
  });

  it('treats a body that breaks the contract as a failed call, so no page renders it (trust finding 6)', async () => {
    server.use(
      http.get(`${API}/api/Pricing/GetSpotPrices`, () => HttpResponse.json({ data: 'malformed', dataList: null, success: 'yes' })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getSpotPrices()).rejects.toMatchObject({ status: 502 });
  });

  it('sends the token on operations where it is optional, and 401 there is not an expired session', async () => {
    server.use(
      http.get(
        `${API}/api/Pricing/GetSpotPrices`,
        ({ request }) => (recordAuth(request), HttpResponse.json({ message: 'no' }, { status: 401 })),
      ),
    );
    const seen: string[] = [];
    const off = onUnauthorized((e) => seen.push(e.operationId));
    await expect(getSpotPrices()).rejects.toMatchObject({ status: 401 });
    off();
    expect(seenAuth).toEqual(['Bearer tok-123']);
    expect(seen).toEqual([]);
  });

  it('does not validate when validation is off (a production build for a real API)', async () => {
    configureApi({ validateResponses: false });
    server.use(http.get(`${API}/api/ShoppingCart/GetCoupons`, () => HttpResponse.json({ data: 'not a list' })));
    const reports: unknown[] = [];
    const off = onSchemaMismatch((m) => reports.push(m));
    await getCoupons();
    off();
    expect(reports).toEqual([]);
  });

  it('matches path templates, e.g. the invoice download: a secured operation with the invoice in its path gets the token', async () => {
    server.use(
      http.get(
        `${API}/api/CustomerOrder/Invoice/:invoice`,
        ({ request }) => (recordAuth(request), new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })),
      ),
    );
    const pdf = await getInvoice('BPM-1');
    expect(await new Response(pdf).text()).toBe('%PDF-1.4');
    expect(seenAuth).toEqual(['Bearer tok-123']);
  });

  it('keeps the base URL out of query keys, so keys are the same on every host', () => {
    expect(getGetCouponsQueryKey()).toEqual(['/api/ShoppingCart/GetCoupons']);
  });
});
