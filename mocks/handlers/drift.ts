import { getResponse, http, type RequestHandler } from 'msw';
import { matchOperation, type OperationId } from '@generated/operations';
import type { MockContext } from './support';

/**
 * The `drift` scenario (off by default): one of each kind of contract drift, each in a named operation,
 * so the drift checker's tests can prove it finds every one and nothing else. The honest answer is made
 * by the other handlers, then bent here.
 */
export const INJECTED_DRIFTS = [
  { kind: 'undeclared-property', operationId: 'getNotice', what: 'data.debugNote, a property the contract does not declare' },
  { kind: 'missing-required', operationId: 'getMenu', what: 'the first menu entry without its required label' },
  { kind: 'type', operationId: 'getSpotPrices', what: 'goldAsk as a string' },
  { kind: 'format', operationId: 'getCustomerOrder', what: 'an orderDate that is not a date-time' },
  { kind: 'enum', operationId: 'getCustomerOrderDetails', what: 'status "Lost", outside OrderStatus' },
  { kind: 'undeclared-status', operationId: 'getBlogs', what: '203 instead of 200' },
  { kind: 'media-type', operationId: 'getJewelryBlogs', what: 'JSON sent as text/plain' },
  { kind: 'binary', operationId: 'getInvoice', what: 'an HTML page sent as application/pdf' },
  { kind: 'header', operationId: 'getProductNearToSpot', what: 'no Cache-Control: no-store' },
  { kind: 'undeclared-header', operationId: 'getSuppliesCategories', what: 'an X-Debug-Trace header' },
  { kind: 'security', operationId: 'getCoupons', what: 'answers 200 without a token' },
  { kind: 'undeclared-parameter', operationId: 'getSearchSuggestions', what: 'ignores query parameters it does not know instead of 400' },
  { kind: 'parameter-case', operationId: 'getProductDetails', what: 'accepts parameter names in any case' },
  { kind: 'unknown-operation', operationId: null, what: 'answers PATCH /api/UI/GetMarketingAdvertisements' },
] as const satisfies readonly { kind: string; operationId: OperationId | null; what: string }[];

type Json = Record<string, unknown>;

/** Bends a successful answer; an error answer (a probe's 400, a 401) stays honest. */
async function bend(
  response: Response,
  change: (body: Json) => void,
  init: { status?: number; headers?: Record<string, string> } = {},
): Promise<Response> {
  if (!response.ok) return response;
  const body = (await response.json()) as Json;
  change(body);
  const headers = new Headers(response.headers);
  for (const [k, v] of Object.entries(init.headers ?? {})) headers.set(k, v);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: init.status ?? response.status, headers });
}

const first = (body: Json, key = 'data'): Json | undefined => {
  const v = body[key];
  return (Array.isArray(v) ? v[0] : v) as Json | undefined;
};

/** Renames query parameters to the operation's own spelling, as a case-insensitive server does. */
function caseInsensitive(request: Request, names: string[]): Request {
  const url = new URL(request.url);
  for (const key of [...url.searchParams.keys()]) {
    const declared = names.find((n) => n.toLowerCase() === key.toLowerCase() && n !== key);
    if (declared) {
      url.searchParams.set(declared, url.searchParams.get(key) ?? '');
      url.searchParams.delete(key);
    }
  }
  return new Request(url, request);
}

export function driftHandler(ctx: MockContext, honest: readonly RequestHandler[]): RequestHandler {
  return http.all('*/api/*', async ({ request }) => {
    if (!ctx.scenario.active.has('drift')) return undefined;
    const url = new URL(request.url);
    if (request.method === 'PATCH' && url.pathname === '/api/UI/GetMarketingAdvertisements') return Response.json({ data: [] });
    const op = matchOperation(request.method, url.pathname);
    if (!op) return undefined;
    const answer = (r: Request = request.clone()) =>
      getResponse([...honest], r).then((res) => res ?? Response.json({ status: 404, message: 'No mock' }, { status: 404 }));
    switch (op.operationId) {
      case 'getNotice':
        return bend(await answer(), (b) => Object.assign(first(b) ?? {}, { debugNote: 'drift' }));
      case 'getMenu':
        return bend(await answer(), (b) => delete first(b)?.label);
      case 'getSpotPrices':
        return bend(await answer(), (b) => {
          const d = first(b);
          if (d) d.goldAsk = String(d.goldAsk);
        });
      case 'getCustomerOrder':
        return bend(await answer(), (b) => Object.assign(first(b) ?? {}, { orderDate: 'last Tuesday' }));
      case 'getCustomerOrderDetails':
        return bend(await answer(), (b) => Object.assign(first(b) ?? {}, { status: 'Lost' }));
      case 'getBlogs':
        return bend(await answer(), () => undefined, { status: 203 });
      case 'getJewelryBlogs':
        return bend(await answer(), () => undefined, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      case 'getInvoice': {
        const honest = await answer();
        if (!honest.ok) return honest;
        return new Response('<html><body>Invoice temporarily unavailable</body></html>', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': honest.headers.get('Content-Disposition') ?? 'attachment' },
        });
      }
      case 'getProductNearToSpot': {
        const honest = await answer();
        if (!honest.ok) return honest;
        const headers = new Headers(honest.headers);
        headers.delete('Cache-Control');
        return new Response(await honest.arrayBuffer(), { status: honest.status, headers });
      }
      case 'getSuppliesCategories':
        return bend(await answer(), () => undefined, { headers: { 'X-Debug-Trace': 'drift-7f3a' } });
      case 'getCoupons':
        return request.headers.get('authorization') ? undefined : Response.json({ data: [] });
      case 'getSearchSuggestions': {
        const stripped = new URL(url);
        for (const key of [...stripped.searchParams.keys()]) if (key !== 'keyword' && key !== 'size') stripped.searchParams.delete(key);
        return answer(new Request(stripped, request));
      }
      case 'getProductDetails':
        return answer(caseInsensitive(request, ['productId']));
      default:
        return undefined;
    }
  });
}
