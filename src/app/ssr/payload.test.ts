import { ApiError, isApiError } from '@/api';
import { readPayload, reviveApiErrors, serializePayload, SSR_DATA_ID, type SsrPayload } from './payload';

const payload: SsrPayload = {
  renderedAt: 1_795_000_000_000,
  queries: { mutations: [], queries: [] },
  loaderData: { '0': null, '0-0-0': null },
};

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SSR_DATA_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('the server’s payload', () => {
  it('reads back what the server wrote', () => {
    expect(readPayload(pageWith(serializePayload(payload)))).toEqual(payload);
  });

  it('no value can close its script element or break a line of script', () => {
    const text = serializePayload({
      ...payload,
      queries: {
        mutations: [],
        queries: [
          { queryHash: '</script><script>alert(1)</script>\u2028', queryKey: ['k'], state: { data: { name: '</script>' } } } as never,
        ],
      },
    });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toMatchObject({
      queries: { queries: [{ queryHash: '</script><script>alert(1)</script>\u2028', state: { data: { name: '</script>' } } }] },
    });
    // A line separator alone, in a value with no `<`, is escaped all the same.
    const separators = serializePayload({
      ...payload,
      queries: { mutations: [], queries: [{ queryHash: 'a\u2029b\u2028', queryKey: ['k'], state: {} } as never] },
    });
    expect(separators).toContain('a\\u2029b\\u2028');
    expect(JSON.parse(separators)).toMatchObject({ queries: { queries: [{ queryHash: 'a\u2029b\u2028' }] } });
  });

  it('is JSON.stringify’s text of the payload, an answer two pages share written the same into both', () => {
    const spot = { goldAsk: 4012.5, silverAsk: 51.25, metals: ['gold', 'silver'], note: null };
    const query = (hash: string, state: object) => ({ queryHash: hash, queryKey: [hash, { page: 1 }], dehydratedAt: 1, state }) as never;
    const page = (renderedAt: number): SsrPayload => ({
      ...payload,
      renderedAt,
      queries: {
        mutations: [],
        queries: [
          query('spot', { data: spot, dataUpdatedAt: renderedAt, status: 'success', error: null }),
          query('count', { data: 0, status: 'success' }),
          query('empty', { data: [], status: 'success' }),
          query('data last', { status: 'success', data: spot }),
          query('gone', { status: 'error', error: { status: 404, message: 'No such product' } }),
        ],
      },
      actionData: { '0-1': { message: 'Saved' } },
    });
    // JSON.stringify's own text, members in their order (the page's data starts `{"renderedAt":`).
    for (const renderedAt of [1, 2, 2]) expect(serializePayload(page(renderedAt))).toBe(JSON.stringify(page(renderedAt)));
    expect(serializePayload(payload)).toBe(JSON.stringify(payload));
  });

  it('a page without one, or with a broken or foreign one, renders in the browser', () => {
    expect(readPayload(pageWith(null))).toBeNull();
    expect(readPayload(pageWith('{"renderedAt":'))).toBeNull();
    expect(readPayload(pageWith('{"renderedAt":"yesterday","queries":{}}'))).toBeNull();
    expect(readPayload(pageWith('{"queries":{}}'))).toBeNull();
  });

  it('a not-found answer the server rendered comes back as an ApiError 404, so the page reads it as its own call’s', () => {
    const error = new ApiError(404, 'Not found', { status: 404, message: 'No such category' }, 'getProductsByCategory', '/api/x');
    const sent = { ...payload, queries: { mutations: [], queries: [{ queryHash: 'h', queryKey: ['k'], state: { error } } as never] } };
    const read = readPayload(pageWith(serializePayload(sent)));
    const revived = reviveApiErrors(read!.queries).queries[0]!.state.error;
    expect(isApiError(revived)).toBe(true);
    expect(revived).toMatchObject({ status: 404, message: 'No such category', operationId: 'getProductsByCategory', url: '/api/x' });
    // Data without an error is left as it came.
    expect(reviveApiErrors(payload.queries)).toEqual(payload.queries);
  });
});
