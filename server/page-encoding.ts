// How a page's bytes go out: in the encoding the browser takes that the server would rather send, and, for a
// page sent once, compressed whole in zlib's thread pool rather than streamed through the compression
// middleware on the thread that renders pages.
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, zstdCompress } from 'node:zlib';
import Negotiator from 'negotiator';

export type PageEncoding = 'zstd' | 'br' | 'gzip';

/**
 * Brotli's quality for what is compressed as it is sent to a browser that takes no zstd (Safari), and for
 * the API's answers: home's 150 KB of HTML takes 0.86 ms at 3 against 1.44 ms at 4 (the compression
 * package's default) for 25.6 KB against 24.4 KB. A kept page is compressed once, harder (page-cache.ts).
 */
export const SENT_BROTLI_QUALITY = 3;

/**
 * A page sent once (a customer's, a page not kept) is zstd when the browser takes it (Chromium and Firefox
 * do): at zstd's level 3 home's 150 KB of HTML is 25.2 KB in 0.30 ms of CPU, against brotli's 24.8 KB in
 * 1.53 ms at quality 3 (a category's 116 KB: 19.7 KB in 0.21 ms against 19.5 KB in 0.88 ms).
 */
export const ONE_OFF_ENCODINGS: readonly PageEncoding[] = ['zstd', 'br', 'gzip'];
/** A kept page is brotli, made once at a quality that beats zstd's size, or gzip when a browser takes no brotli. */
export const KEPT_ENCODINGS: readonly PageEncoding[] = ['br', 'gzip'];

/**
 * Which of `offered` (the server's order of preference) a request's Accept-Encoding takes: the encoding it
 * rates highest, and among those it rates alike (Chromium sends `gzip, deflate, br, zstd`, all alike) the
 * server's first. `identity` when it takes none of them, or sends no Accept-Encoding.
 */
export function pageEncoding(headers: IncomingHttpHeaders, offered: readonly PageEncoding[]): PageEncoding | 'identity' {
  const chosen = new Negotiator({ headers }).encoding([...offered, 'identity'], offered);
  return offered.find((encoding) => encoding === chosen) ?? 'identity';
}

const zstd = promisify(zstdCompress);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page's bytes in `encoding`, compressed as a whole in zlib's thread pool (the size told up front: the
 * right window for the page). A page kept to be sent many times is brotli at a higher `brotliQuality`.
 */
export function compressPage(body: Buffer, encoding: PageEncoding, brotliQuality = SENT_BROTLI_QUALITY): Promise<Buffer> {
  if (encoding === 'zstd')
    return zstd(body, {
      params: { [constants.ZSTD_c_compressionLevel]: 3, [constants.ZSTD_c_contentSizeFlag]: 1 },
      pledgedSrcSize: body.length,
    });
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  return gzipped(body, { level: 6 });
}
