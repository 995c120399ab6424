// @vitest-environment node
// Contract-driven fuzzing of the mock: for every operation, inputs the contract rejects
// (wrong types, missing and extra fields, huge numbers and strings, unknown enums) must get a 4xx with
// a message, never a 5xx, and must leave the backend's state exactly as it was.
import { operations } from '@generated/operations';
import { requestSchemas } from '@generated/request-schemas';
import type { ZodType } from 'zod';
import { createMockApi } from '../../mocks/create-mock-api';
import { callMock, signIn, type CallOptions } from './support/mock-client';

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  element?: ZodType;
}
const defOf = (s: ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
function unwrap(s: ZodType): ZodType {
  let x = s;
  for (let d = defOf(x); d.innerType; d = defOf(x)) x = d.innerType;
  return x;
}
const shapeOf = (s: ZodType | undefined) => (s ? (defOf(unwrap(s)).shape ?? {}) : {});

const HUGE_STRING = 'x'.repeat(5000);
/** Values that break a field of this type. */
function wrongValues(schema: ZodType): unknown[] {
  const type = defOf(unwrap(schema)).type;
  const common = [{ nested: true }, [1, 2]];
  if (type === 'number') return ['abc', 1e308, -1e308, true, ...common];
  if (type === 'string') return [12345, null, HUGE_STRING, ...common];
  if (type === 'boolean') return ['yes', 2, ...common];
  if (type === 'enum') return ['NOT_A_VALUE', 7];
  if (type === 'array') return ['not a list', [null], { 0: 1 }];
  if (type === 'object') return ['text', [], 42];
  return ['text', 42];
}
const queryWrongValues = (schema: ZodType): string[] => {
  const type = defOf(unwrap(schema)).type;
  if (type === 'number') return ['abc', '1e400', '-99999999999999999999', '1.5.5'];
  if (type === 'boolean') return ['maybe'];
  if (type === 'enum') return ['NOT_A_VALUE'];
  return [HUGE_STRING.repeat(40)];
};

interface BadInput {
  label: string;
  options: Omit<CallOptions, 'token'>;
  path?: string;
}

/** Inputs the contract itself rejects for one operation (each is checked against the schema first). */
function badInputs(operationId: string): BadInput[] {
  const schemas = requestSchemas[operationId];
  if (!schemas) return [];
  const out: BadInput[] = [];
  out.push({ label: 'unknown query parameter', options: { query: { notAParameter: '1' } } });
  for (const [name, s] of Object.entries(shapeOf(schemas.query))) {
    for (const v of queryWrongValues(s)) {
      // The mock reads numbers and booleans from their text, so a value that parses to a valid one is not bad.
      const read = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(v) ? Number(v) : v === 'true' || v === 'false' ? v === 'true' : v;
      if (schemas.query?.safeParse({ [name]: read }).success) continue;
      out.push({ label: `query ${name}=${v.slice(0, 20)}`, options: { query: { [name]: v } } });
    }
  }
  if (schemas.bodyKind === 'json' && schemas.body) {
    const body = schemas.body;
    for (const v of [null, [], 'text', 42, {}, { notAField: 1 }])
      if (!body.safeParse(v).success) out.push({ label: `body ${JSON.stringify(v)}`, options: { body: v } });
    for (const [name, s] of Object.entries(shapeOf(body))) {
      for (const v of wrongValues(s)) {
        const candidate = { [name]: v };
        if (!body.safeParse(candidate).success)
          out.push({ label: `body.${name}=${JSON.stringify(v).slice(0, 20)}`, options: { body: candidate } });
      }
    }
    out.push({ label: 'body over the size limit', options: { body: { blob: 'x'.repeat(200 * 1024) } } });
  }
  return out;
}

describe('contract-driven fuzzing of the mock', () => {
  it('answers every bad input of every operation with a 4xx and a message, never a 5xx, and changes nothing', async () => {
    const api = createMockApi({ now: () => new Date('2026-11-21T15:30:00Z') });
    const token = await signIn(api);
    const problems: string[] = [];
    let count = 0;
    let fiveXX = 0;
    let tried = 0;
    for (const op of operations) {
      const inputs = badInputs(op.operationId);
      if (inputs.length) tried++;
      const path = op.path.replace(/\{[^}]+\}/g, 'BPM-240101');
      for (const input of inputs) {
        const before = JSON.stringify(api.db.state);
        const r = await callMock(api, op.method, path, { ...input.options, token: op.secured || op.optionalAuth ? token : null });
        count++;
        const where = `${op.operationId} (${input.label})`;
        if (r.status >= 500) fiveXX++;
        if (r.status < 400 || r.status >= 500) problems.push(`${where}: HTTP ${r.status}`);
        else if (typeof (r.body as { message?: unknown }).message !== 'string' || !(r.body as { message: string }).message)
          problems.push(`${where}: ${r.status} without a message`);
        // In a person's words: never the schema library's "expected number, received undefined".
        else if (/expected|received|invalid input/i.test((r.body as { message: string }).message))
          problems.push(`${where}: says "${(r.body as { message: string }).message}"`);
        if (JSON.stringify(api.db.state) !== before) problems.push(`${where}: changed the state`);
      }
    }
    console.log(`${tried} operations, ${count} bad inputs, ${fiveXX} 5xx`);
    expect(problems).toEqual([]);
    expect(tried).toBe(operations.length);
    expect(count).toBeGreaterThan(500);
    // About 1,100 requests, each with two snapshots of the whole state: 3 s alone, more on a loaded machine.
  }, 30_000);
});
