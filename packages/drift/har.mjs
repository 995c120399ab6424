// HAR 1.2: read a browser's recording into exchanges, and write the checker's own traffic as one.
import { createWriteStream } from 'node:fs';

/** @import { Exchange, HarContent, HarEntry, HarHeader } from './types.js' */

/** @param {HarHeader[]} [list] @returns {Record<string, string>} */
const headerMap = (list = []) => {
  /** @type {Record<string, string>} */
  const map = {};
  for (const h of list) if (!h.name.startsWith(':')) map[h.name.toLowerCase()] = h.value;
  return map;
};

/** @param {HarContent | undefined} content */
function bodyOf(content) {
  if (!content || content.text === undefined || content.text === null) return Buffer.alloc(0);
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64') : Buffer.from(content.text, 'utf8');
}

/**
 * One HAR entry as the exchange the checker reads, or null when it is not the API's (another path, a
 * CORS preflight, a request that got no answer).
 * @param {Partial<HarEntry> | null | undefined} e
 * @param {(pathname: string) => boolean} inScope
 * @returns {Exchange | null}
 */
export function entryToExchange(e, inScope) {
  const request = e?.request;
  const response = e?.response;
  if (!request?.url || !response || !(response.status > 0) || request.method === 'OPTIONS') return null;
  let pathname;
  try {
    pathname = new URL(request.url).pathname;
  } catch {
    return null;
  }
  if (!inScope(pathname)) return null;
  return {
    method: request.method,
    url: request.url,
    requestHeaders: headerMap(request.headers),
    requestBody:
      request.postData?.text !== undefined
        ? Buffer.from(request.postData.text, request.postData.encoding === 'base64' ? 'base64' : 'utf8')
        : null,
    status: response.status,
    responseHeaders: headerMap(response.headers),
    responseBody: bodyOf(response.content),
    // The checker's own recordings mark its negative probes (HAR allows custom fields starting with _).
    ...(e?._drift ?? {}),
  };
}

const isText = (/** @type {string} */ type) => /json|text|xml|javascript/.test(type);

/**
 * One exchange of the checker's own traffic as a HAR 1.2 entry (with the fields HAR requires that the
 * checker does not read), its probe or replay marked.
 * @param {Exchange} x
 */
function harEntry(x) {
  const reqType = x.requestHeaders?.['content-type'] ?? '';
  const resType = x.responseHeaders?.['content-type'] ?? '';
  const body = x.responseBody ?? Buffer.alloc(0);
  return {
    startedDateTime: new Date().toISOString(),
    time: x.time ?? 0,
    request: {
      method: x.method,
      url: x.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: Object.entries(x.requestHeaders ?? {}).map(([name, value]) => ({ name, value })),
      queryString: [...new URL(x.url).searchParams].map(([name, value]) => ({ name, value })),
      ...(x.requestBody?.length
        ? {
            postData: isText(reqType)
              ? { mimeType: reqType, text: x.requestBody.toString('utf8') }
              : { mimeType: reqType, text: x.requestBody.toString('base64'), encoding: 'base64' },
          }
        : {}),
      headersSize: -1,
      bodySize: x.requestBody?.length ?? 0,
    },
    response: {
      status: x.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: Object.entries(x.responseHeaders ?? {}).map(([name, value]) => ({ name, value })),
      content: isText(resType)
        ? { size: body.length, mimeType: resType, text: body.toString('utf8') }
        : { size: body.length, mimeType: resType, text: body.toString('base64'), encoding: 'base64' },
      redirectURL: '',
      headersSize: -1,
      bodySize: body.length,
    },
    cache: {},
    ...(x.probe || x.as ? { _drift: { probe: x.probe, verdict: x.verdict ?? null, as: x.as, sameAsOwner: x.sameAsOwner } } : {}),
    timings: { send: 0, wait: x.time ?? 0, receive: 0 },
  };
}

const HAR_HEAD = { version: '1.2', creator: { name: 'bold-bullion drift', version: '1' } };

/**
 * The checker's own traffic as a HAR 1.2 file, its probes and replays marked.
 * @param {Exchange[]} exchanges
 * @returns {{ log: { version: string; creator: { name: string; version: string }; entries: HarEntry[] } }}
 */
export function writeHar(exchanges) {
  return { log: { ...HAR_HEAD, entries: exchanges.map(harEntry) } };
}

/**
 * A HAR 1.2 file written as the traffic passes (the drift proxy's --record): each exchange is written to
 * `path` when it is added and not kept, so a recording of any length takes the same memory. `close()`
 * ends the file, which is a HAR only once it has.
 * @param {string} path
 */
export function harFileWriter(path) {
  const file = createWriteStream(path);
  let count = 0;
  file.write(`{"log":${JSON.stringify(HAR_HEAD).slice(0, -1)},"entries":[\n`);
  return {
    /** @param {Exchange} x */
    add(x) {
      file.write(`${count++ ? ',\n' : ''}${JSON.stringify(harEntry(x))}`);
    },
    /** @returns {Promise<number>} how many exchanges it holds */
    close: () =>
      new Promise((resolve, reject) => {
        file.once('error', reject);
        file.end('\n]}}\n', () => resolve(count));
      }),
  };
}
