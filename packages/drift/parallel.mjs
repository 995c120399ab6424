// A recording checked by several threads at once. This thread reads the file as a stream and finds each
// entry's bytes (a scan, no parsing); batches of entries go to worker threads, each with the contract
// loaded and a collector of its own, which parse, check and tally them; at the end each worker's
// collector is added into one (counts summed, each finding as its first occurrence in the file showed
// it), so the report is the one a single thread would have made. Memory stays bounded: a worker has at
// most two batches waiting, and this thread reads no further until one is free.
import { availableParallelism } from 'node:os';
import { createReadStream } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { loadContract } from './contract.mjs';
import { entryToExchange } from './har.mjs';
import { parseElement, recordingElementBytes } from './har-stream.mjs';
import { createCollector } from './report.mjs';

/** @import { Contract, HarEntry, OpenApiDocument } from './types.js' */
/** @typedef {ReturnType<typeof createCollector>} Collector */
/** @typedef {import('./report.mjs').CollectorState} CollectorState */

/** A batch's size: large enough that passing it costs little beside checking it, small enough to spread a small file. */
const BATCH_BYTES = 512 << 10;
/** Batches a worker may have waiting: one being checked, one ready for when it is done. */
const IN_FLIGHT = 2;
/**
 * A recording under this size is checked in this thread: a worker's start (its own contract, its own
 * compiled validators) costs about as much as it saves on a recording of 25 MB (measured on 2 cores).
 */
export const PARALLEL_FROM_BYTES = 64 << 20;

/** How many threads check a recording when not told: one per core but the one reading, at least one, at most four. */
export const defaultWorkers = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * Checks every exchange of a recording (HAR or NDJSON) and returns the collector holding what they
 * showed. With `workers` 0 (or a recording under {@link PARALLEL_FROM_BYTES} when not told) it is all
 * done in this thread.
 * @param {string} file
 * @param {Contract} contract
 * @param {{ open?: boolean; doc?: OpenApiDocument; workers?: number; size?: number }} options `doc`: the
 *   description the contract was loaded from, when not the default one (the workers load it too)
 * @returns {Promise<Collector>}
 */
export async function checkRecording(file, contract, { open = false, doc, workers, size = 0 }) {
  const collector = createCollector(contract, { open });
  const threads = workers ?? (size >= PARALLEL_FROM_BYTES ? defaultWorkers() : 0);
  const batches = () => recordingElementBytes(createReadStream(file, { highWaterMark: 1 << 20 }));
  if (threads <= 0) {
    for await (const elements of batches())
      for (const element of elements) {
        const exchange = entryToExchange(/** @type {Partial<HarEntry>} */ (parseElement(element)), contract.inScope);
        if (exchange) collector.add(exchange);
      }
    return collector;
  }
  const pool = Array.from({ length: threads }, () => startWorker({ open, doc }));
  try {
    /** @type {{ bytes: Buffer; line?: number }[]} */
    let batch = [];
    let batchBytes = 0;
    let index = 0;
    const send = async () => {
      if (!batch.length) return;
      const ready = await freeWorker(pool);
      ready.send(batch, index - batch.length);
      batch = [];
      batchBytes = 0;
    };
    for await (const elements of batches())
      for (const element of elements) {
        batch.push(element);
        batchBytes += element.bytes.length;
        index++;
        if (batchBytes >= BATCH_BYTES) await send();
      }
    await send();
    for (const state of await Promise.all(pool.map((w) => w.finish()))) collector.absorb(state);
    return collector;
  } finally {
    for (const w of pool) void w.worker.terminate();
  }
}

/**
 * A worker thread checking batches, with what it has waiting.
 * @param {{ open: boolean; doc?: OpenApiDocument }} data
 */
function startWorker(data) {
  // None of the process's own flags: `--input-type` or `--eval` (a checker started from `node -e`) would stop a worker started from a file.
  const worker = new Worker(new URL(import.meta.url), { workerData: { ...data, driftChecker: true }, execArgv: [] });
  let waiting = 0;
  /** @type {Error | null} */
  let failed = null;
  /** @type {(() => void)[]} */
  let onFree = [];
  /** @type {((state: CollectorState) => void) | null} */
  let onState = null;
  /** @type {((error: Error) => void) | null} */
  let onError = null;
  const fail = (/** @type {Error} */ error) => {
    failed ??= error;
    onError?.(failed);
    for (const wake of onFree) wake();
    onFree = [];
  };
  worker.on('message', (/** @type {{ done?: true; state?: CollectorState; error?: string }} */ message) => {
    if (message.error !== undefined) return fail(new Error(message.error));
    if (message.state) return onState?.(message.state);
    waiting--;
    const wake = onFree.shift();
    wake?.();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (code !== 0) fail(new Error(`A thread checking the recording stopped (exit code ${code}).`));
  });
  return {
    worker,
    /** Batches sent and not yet checked. */
    waiting: () => waiting,
    failed: () => failed,
    /** Resolves when the worker may take another batch (or has failed). */
    whenFree: () => (waiting < IN_FLIGHT || failed ? Promise.resolve() : new Promise((resolve) => onFree.push(() => resolve(undefined)))),
    /**
     * One batch: its elements' bytes in one buffer handed over (not copied), their ends and NDJSON lines.
     * @param {{ bytes: Buffer; line?: number }[]} elements
     * @param {number} first the first element's place in the recording
     */
    send(elements, first) {
      const total = elements.reduce((n, e) => n + e.bytes.length, 0);
      const bytes = new Uint8Array(total);
      const ends = new Uint32Array(elements.length);
      const lines = elements[0]?.line === undefined ? null : new Uint32Array(elements.map((e) => e.line ?? 0));
      let at = 0;
      elements.forEach((e, i) => {
        bytes.set(e.bytes, at);
        at += e.bytes.length;
        ends[i] = at;
      });
      waiting++;
      worker.postMessage({ bytes, ends, lines, first }, [bytes.buffer, ends.buffer, ...(lines ? [lines.buffer] : [])]);
    },
    /** @returns {Promise<CollectorState>} what the worker's collector holds, once every batch is checked */
    finish() {
      return new Promise((resolve, reject) => {
        if (failed) return reject(failed);
        onState = resolve;
        onError = reject;
        worker.postMessage({ end: true });
      });
    },
  };
}

/**
 * The worker with the fewest batches waiting, once it may take one; a worker's failure is thrown.
 * @param {ReturnType<typeof startWorker>[]} pool
 */
async function freeWorker(pool) {
  for (;;) {
    const failed = pool.find((w) => w.failed());
    if (failed) throw failed.failed();
    const best = pool.reduce((a, b) => (b.waiting() < a.waiting() ? b : a));
    if (best.waiting() < IN_FLIGHT) return best;
    await Promise.race(pool.map((w) => w.whenFree()));
  }
}

/** The worker's side: the contract loaded once, then each batch parsed, checked and tallied. */
function serve() {
  const port = parentPort;
  if (!port) return;
  const { open, doc } = /** @type {{ open: boolean; doc?: OpenApiDocument }} */ (workerData);
  const contract = loadContract({ open, ...(doc ? { doc } : {}) });
  const collector = createCollector(contract, { open });
  port.on(
    'message',
    (/** @type {{ bytes: Uint8Array; ends: Uint32Array; lines: Uint32Array | null; first: number } | { end: true }} */ message) => {
      try {
        if ('end' in message) {
          port.postMessage({ state: collector.state() });
          return;
        }
        const all = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
        let start = 0;
        message.ends.forEach((end, i) => {
          const line = message.lines?.[i];
          const element = parseElement({ bytes: all.subarray(start, end), ...(line === undefined ? {} : { line }) });
          start = end;
          const exchange = entryToExchange(/** @type {Partial<HarEntry>} */ (element), contract.inScope);
          if (exchange) collector.add(exchange, message.first + i);
        });
        port.postMessage({ done: true });
      } catch (error) {
        port.postMessage({ error: error instanceof Error ? error.message : String(error) });
      }
    },
  );
}

// Only in a thread this module started (a test runner's own worker threads import it too).
if (!isMainThread && /** @type {{ driftChecker?: boolean } | null} */ (workerData)?.driftChecker === true) serve();
