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
 * One element of a recording, as its bytes, not yet parsed (a worker thread parses it); an NDJSON one
 * with its line, for a message that says where.
 * @typedef {{ bytes: Buffer; line?: number }} ElementBytes
 */

/**
 * An element's bytes parsed.
 * @param {ElementBytes} element
 * @returns {unknown}
 */
export function parseElement({ bytes, line }) {
  if (line === undefined) return JSON.parse(bytes.toString('utf8'));
  try {
    return /** @type {unknown} */ (JSON.parse(bytes.toString('utf8').trim()));
  } catch {
    throw new Error(`Not an NDJSON recording: line ${line} is not JSON.`);
  }
}

/**
 * The elements of the root's log.entries, each as the bytes of one JSON value, parsed.
 * @param {AsyncIterable<Buffer>} chunks
 * @returns {AsyncGenerator<unknown>}
 */
export async function* harElements(chunks) {
  for await (const batch of harElementBytes(chunks)) for (const element of batch) yield parseElement(element);
}

/**
 * The elements of the root's log.entries, each as the bytes of one JSON value, those a chunk ends
 * together (one step of the stream for many elements, not one each).
 * @param {AsyncIterable<Buffer>} chunks
 * @returns {AsyncGenerator<ElementBytes[]>}
 */
async function* harElementBytes(chunks) {
  /** @type {ElementBytes[]} */
  let found = [];
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
          found.push({ bytes: /** @type {Buffer} */ (bytes) });
        } else if (inEntries && depth === 2) inEntries = false;
        if (depth <= 2) path = path.slice(0, Math.max(0, depth - 1));
      }
    }
    if (elementStart >= 0) element.push(chunk.subarray(elementStart));
    if (keyStart >= 0) keyParts.push(chunk.subarray(keyStart));
    if (found.length) {
      yield found;
      found = [];
    }
  }
  if (inString || depth !== 0) throw new Error('Not a HAR file: it ends before its JSON does.');
  if (!sawEntries) throw new Error('Not a HAR file: it has no log.entries.');
}

const NEWLINE = 0x0a;
/** How much of a recording's start is read to tell NDJSON from a HAR (a HAR on one line is longer than that). */
const SNIFF_BYTES = 16 << 20;

/**
 * HAR entries written one per line (NDJSON), as log pipelines and proxies write them: the non-blank
 * lines, each with its number, each parsed alone (memory holds one line at a time).
 * @param {AsyncIterable<Buffer>} chunks
 * @returns {AsyncGenerator<ElementBytes[]>}
 */
async function* ndjsonElementBytes(chunks) {
  let carry = Buffer.alloc(0);
  let line = 0;
  /** @param {Buffer} bytes @returns {ElementBytes | undefined} */
  const lineOf = (bytes) => {
    line++;
    let start = 0;
    let end = bytes.length;
    while (start < end && (bytes[start] === 0x20 || bytes[start] === 0x09 || bytes[start] === 0x0d)) start++;
    while (end > start && (bytes[end - 1] === 0x20 || bytes[end - 1] === 0x09 || bytes[end - 1] === 0x0d)) end--;
    return start === end ? undefined : { bytes: bytes.subarray(start, end), line };
  };
  for await (const chunk of chunks) {
    let bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    /** @type {ElementBytes[]} */
    const found = [];
    for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE)) {
      const element = lineOf(bytes.subarray(0, at));
      if (element) found.push(element);
      bytes = bytes.subarray(at + 1);
    }
    carry = Buffer.from(bytes);
    if (found.length) yield found;
  }
  const last = lineOf(carry);
  if (last) yield [last];
}

/** A HAR's start: its root object's first key is `log` (told without parsing what may be the whole file). */
const HAR_START = /^\s*\{\s*"log"\s*:/;

/** Whether a recording's first line is a HAR entry of its own, as NDJSON's are (a HAR's is not). @param {Buffer} head */
function isNdjson(head) {
  if (
    HAR_START.test(
      head
        .subarray(0, 256)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    )
  )
    return false;
  const text = head.toString('utf8').trimStart();
  const end = text.indexOf('\n');
  try {
    const first = /** @type {unknown} */ (JSON.parse(end < 0 ? text : text.slice(0, end)));
    return typeof first === 'object' && first !== null && 'request' in first && 'response' in first;
  } catch {
    return false;
  }
}

/**
 * A recording's HAR entries, whichever way it is written: a HAR file, or NDJSON (one entry a line),
 * told apart by its first line.
 * @param {AsyncIterable<Buffer>} chunks
 * @returns {AsyncGenerator<unknown>}
 */
export async function* recordingElements(chunks) {
  for await (const batch of recordingElementBytes(chunks)) for (const element of batch) yield parseElement(element);
}

/**
 * A recording's HAR entries as their bytes, not yet parsed, whichever way it is written, a chunk's at a time.
 * @param {AsyncIterable<Buffer>} chunks
 * @returns {AsyncGenerator<ElementBytes[]>}
 */
export async function* recordingElementBytes(chunks) {
  const iterator = chunks[Symbol.asyncIterator]();
  /** @type {Buffer[]} */
  const head = [];
  let size = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    size += next.value.length;
    if (size > SNIFF_BYTES || (head.length === 1 && HAR_START.test(next.value.subarray(0, 256).toString('utf8')))) break;
    if (next.value.subarray(0, Math.min(next.value.length, SNIFF_BYTES)).includes(NEWLINE)) break;
  }
  const start = Buffer.concat(head);
  const all = (async function* () {
    yield start;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  yield* isNdjson(start.subarray(0, SNIFF_BYTES)) ? ndjsonElementBytes(all) : harElementBytes(all);
}

/**
 * The API's exchanges of a recording (a HAR file or NDJSON), read as a stream.
 * @param {string} file
 * @param {(pathname: string) => boolean} inScope which paths are the API's
 * @returns {AsyncGenerator<Exchange>}
 */
export async function* readRecording(file, inScope) {
  for await (const element of recordingElements(createReadStream(file, { highWaterMark: 1 << 20 }))) {
    const exchange = entryToExchange(/** @type {Partial<HarEntry>} */ (element), inScope);
    if (exchange) yield exchange;
  }
}
