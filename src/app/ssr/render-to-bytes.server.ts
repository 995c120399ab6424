import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** Why a part still waiting when the page's first pass ends is left for the browser. */
const LEFT_FOR_THE_BROWSER = new Error('The server renders a page in one pass: this part is rendered in the browser.');

/**
 * A page's HTML as UTF-8 bytes, rendered as `renderToString` renders it: what can render now is rendered,
 * and a part still waiting when the first pass ends (a `lazy` part whose code has not loaded yet) is left
 * for the browser (its fallback, marked for React to render there), never waited for. React's stream for
 * Node writes the bytes as it renders; `renderToString` builds a string of thousands of pieces that V8
 * joins and then encodes for the response, which cost about a sixth of the server's time on a page. A
 * part that throws renders its fallback and is rendered again in the browser (the page's own error states
 * show what failed); a page whose shell throws rejects.
 */
export function renderToBytes(node: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const render = renderToPipeableStream(node, {
      // Every part in its place, however large: a part sent apart is put in place by an inline script,
      // which the store's CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => undefined,
      onShellError: reject,
      // The first pass has rendered all it can; what still waits is left, once that pass is over.
      onShellReady: () => setImmediate(() => render.abort(LEFT_FOR_THE_BROWSER)),
      onAllReady: () => render.pipe(page),
    });
  });
}
