// A HAR file read as a stream: its log.entries one at a time, so a recording of any size is checked in
// bounded memory (a whole file read at once cannot pass V8's string limit of about 512 MB, and takes
// several times its size in memory before that). The bytes are scanned for the entries array's
// elements; each element alone goes to JSON.parse, which is far faster than a JavaScript tokenizer.
import { createReadStream } from 'node:fs';
import { entryToExchange } from './har.mjs';

/** @import { Exchange, HarEntry } from './types.js' */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;

/**
 * The elements of the root's log.entries, each as the bytes of one JSON value, parsed.
 * @param {AsyncIterable<Buffer>} chunks
 * @returns {AsyncGenerator<unknown>}
 */
export async function* harElements(chunks) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** The string just read at the depth of log's keys, and whether it was followed by a colon (a key). */
  let keyStart = -1;
  /** @type {Buffer[]} */
  let keyParts = [];
  let lastKey = '';
  let path = /** @type {string[]} */ ([]);
  /** Inside log.entries: the depth of its elements, and the bytes of the element being read. */
  let inEntries = false;
  /** @type {Buffer[]} */
  let element = [];
  let elementStart = -1;
  let sawEntries = false;
  for await (const chunk of chunks) {
    if (elementStart >= 0) elementStart = 0;
    if (keyStart >= 0) keyStart = 0;
    for (let i = 0; i < chunk.length; i++) {
      if (inString) {
        // Most of a HAR is strings (the bodies): jump to the next quote (indexOf is native), and let the
        // backslashes just before it decide whether it ends the string (an even run does).
        const start = i;
        let end = -1;
        for (let from = i; ;) {
          const q = chunk.indexOf(QUOTE, from);
          let run = 0;
          const stop = q < 0 ? chunk.length : q;
          while (stop - run - 1 >= start && chunk[stop - run - 1] === BACKSLASH) run++;
          // A run that reaches back to where this chunk's part of the string began continues the last one's.
          /** @type {boolean} */
          const odd = (run + (stop - run === start && escaped ? 1 : 0)) % 2 === 1;
          if (q < 0) {
            escaped = odd;
            break;
          }
          if (!odd) {
            end = q;
            break;
          }
          from = q + 1;
          if (from === chunk.length) {
            escaped = false;
            break;
          }
        }
        if (end < 0) {
          i = chunk.length;
          break;
        }
        escaped = false;
        inString = false;
        i = end;
        if (keyStart >= 0) {
          keyParts.push(chunk.subarray(keyStart, i));
          lastKey = Buffer.concat(keyParts).toString('utf8');
          keyParts = [];
          keyStart = -1;
        }
        continue;
      }
      const c = chunk[i];
      if (c === QUOTE) {
        inString = true;
        // Keys matter only on the way to log.entries: the root's and log's own.
        if (!inEntries && depth <= 2) keyStart = i + 1;
      } else if (c === COLON) {
        if (!inEntries && depth <= 2) path[depth - 1] = lastKey;
      } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (inEntries && depth === 3 && elementStart < 0) elementStart = i;
        depth++;
        if (c === OPEN_ARRAY && !inEntries && depth === 3 && path[0] === 'log' && path[1] === 'entries') {
          inEntries = true;
          sawEntries = true;
        }
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        depth--;
        if (inEntries && depth === 3 && elementStart >= 0) {
          element.push(chunk.subarray(elementStart, i + 1));
          const bytes = element.length === 1 ? element[0] : Buffer.concat(element);
          element = [];
          elementStart = -1;
          yield JSON.parse(/** @type {Buffer} */ (bytes).toString('utf8'));
        } else if (inEntries && depth === 2) inEntries = false;
        if (depth <= 2) path = path.slice(0, Math.max(0, depth - 1));
      }
    }
    if (elementStart >= 0) element.push(chunk.subarray(elementStart));
    if (keyStart >= 0) keyParts.push(chunk.subarray(keyStart));
  }
  if (inString || depth !== 0) throw new Error('Not a HAR file: it ends before its JSON does.');
  if (!sawEntries) throw new Error('Not a HAR file: it has no log.entries.');
}

/**
 * The API's exchanges of a HAR file, read as a stream.
 * @param {string} file
 * @param {(pathname: string) => boolean} inScope which paths are the API's
 * @returns {AsyncGenerator<Exchange>}
 */
export async function* readHarStream(file, inScope) {
  for await (const element of harElements(createReadStream(file, { highWaterMark: 1 << 20 }))) {
    const exchange = entryToExchange(/** @type {Partial<HarEntry>} */ (element), inScope);
    if (exchange) yield exchange;
  }
}
