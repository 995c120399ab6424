// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harElements, recordingElements } from './har-stream.mjs';

/** The text as a stream of chunks of `size` bytes. */
async function* chunks(text, size) {
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const all = async (text, size = 1 << 20) => {
  const out = [];
  for await (const element of harElements(chunks(text, size))) out.push(element);
  return out;
};

const entries = [
  {
    request: { url: 'https://x.test/api/a?q={"a":[1]}', method: 'GET' },
    response: { status: 200, content: { text: '{"entries":[{"x":"}"}]}' } },
  },
  { request: { url: 'https://x.test/api/b', method: 'POST' }, response: { status: 201, content: { text: 'say \\"hi\\" ] } [ {' } } },
  { note: 'é ünïcode ✓ and an escaped backslash \\\\' },
];
const har = JSON.stringify({
  entries: 'not this one: the root has no entries of its own',
  log: {
    version: '1.2',
    creator: { name: 'entries', version: '1' },
    pages: [{ id: 'p', entries: [{ no: true }] }],
    entries,
    comment: 'after',
  },
});

describe('a HAR read as a stream', () => {
  it('yields log.entries one at a time, whatever strings, braces and look-alike keys surround them', async () => {
    expect(await all(har)).toEqual(entries);
  });

  it('gives the same entries however the bytes are cut into chunks, down to one byte each', async () => {
    for (const size of [1, 2, 3, 7, 64]) expect(await all(har, size), `chunks of ${size}`).toEqual(entries);
  });

  it('says it is not a HAR when there is no log.entries, or when the file ends early', async () => {
    await expect(all(JSON.stringify({ log: { pages: [] } }))).rejects.toThrow('Not a HAR file: it has no log.entries.');
    await expect(all(har.slice(0, -3))).rejects.toThrow('Not a HAR file: it ends before its JSON does.');
    await expect(all('')).rejects.toThrow('Not a HAR file: it has no log.entries.');
  });

  it('an empty list of entries is a HAR with nothing in it', async () => {
    expect(await all('{"log":{"entries":[]}}')).toEqual([]);
  });
});

describe('a recording written as NDJSON, one HAR entry a line', () => {
  const read = async (text, size = 1 << 20) => {
    const out = [];
    for await (const element of recordingElements(chunks(text, size))) out.push(element);
    return out;
  };
  const entryLines = entries.filter((e) => 'request' in e);

  it('is told from a HAR by its first line and read one line at a time, however the bytes are cut', async () => {
    const ndjson = `${entryLines.map((e) => JSON.stringify(e)).join('\n')}\n`;
    for (const size of [1, 7, 1 << 20]) expect(await read(ndjson, size)).toEqual(entryLines);
    // Blank lines and a last line without its newline are as good; CRLF line ends too.
    expect(await read(`\n${entryLines.map((e) => JSON.stringify(e)).join('\r\n\n')}`)).toEqual(entryLines);
  });

  it('reads a HAR as a HAR, pretty-printed, on one line, or as the proxy writes it', async () => {
    expect(await read(har)).toEqual(entries);
    expect(await read(JSON.stringify(JSON.parse(har), null, 2), 5)).toEqual(entries);
    const proxyStyle = `{"log":{"version":"1.2","entries":[\n${entryLines.map((e) => JSON.stringify(e)).join(',\n')}\n]}}\n`;
    expect(await read(proxyStyle)).toEqual(entryLines);
  });

  it('says which line is not JSON', async () => {
    const broken = `${JSON.stringify(entryLines[0])}\n{"request": \n`;
    await expect(read(broken)).rejects.toThrow('Not an NDJSON recording: line 2 is not JSON.');
  });
});
