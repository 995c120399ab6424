import type { OperationInfo } from '@generated/operations';
import { requestSchemas, type RequestSchemas } from '@generated/request-schemas';
import type { ZodType } from 'zod';
import { fieldLabel, refusalMessage, type SchemaIssue } from '@/domain/validation/refusal';
import { failure } from './support';

/** A JSON body larger than this answers 413: no request of the store comes near it (a 500-item sell-to-us list is ~60 KB). */
export const MAX_JSON_BYTES = 128 * 1024;
/** A multipart upload larger than this answers 413 (the photo limit is 2 MB, plus the form's overhead). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 + 16 * 1024;

export const TOO_LARGE_MESSAGE = 'The request is too large.';

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  catchall?: ZodType;
}

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default and pipe wrappers. */
function unwrap(schema: ZodType): ZodType {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const d = defOf(s);
    const inner = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
    if (!inner) return s;
    s = inner;
  }
  return s;
}

/** The first property (as a path) that the contract does not declare: the mock's world is closed, like the drift checker's. */
export function unknownProperty(schema: ZodType, value: unknown, path: string): string | null {
  const s = unwrap(schema);
  const d = defOf(s);
  if (d.type === 'object' && d.shape && !d.catchall && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) {
      const child = d.shape[key];
      const at = path ? `${path}.${key}` : key;
      if (!child) return at;
      const deeper = unknownProperty(child, v, at);
      if (deeper) return deeper;
    }
  }
  if (d.type === 'array' && d.element && Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const deeper = unknownProperty(d.element, v, `${path}[${i}]`);
      if (deeper) return deeper;
    }
  }
  return null;
}

/** A query or path value as the schema's type wants it: numbers and booleans from their text; anything else stays text (and fails). */
function coerce(schema: ZodType | undefined, values: string[]): unknown {
  const s = schema ? unwrap(schema) : undefined;
  const d = s ? defOf(s) : undefined;
  const one = (raw: string, type: string | undefined): unknown => {
    if (type === 'number' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(raw.trim())) return Number(raw);
    if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
    return raw;
  };
  if (d?.type === 'array') {
    const el = d.element ? defOf(unwrap(d.element)).type : undefined;
    return values.flatMap((v) => v.split(',')).map((v) => one(v, el));
  }
  return one(values[values.length - 1] ?? '', d?.type);
}

function shapeOf(schema: ZodType | undefined): Record<string, ZodType> {
  return schema ? (defOf(unwrap(schema)).shape ?? {}) : {};
}

type Where = 'path parameter' | 'query parameter' | 'header' | 'body';

/**
 * A 400 that says what is wrong in a person's words ("Quantity must be at least 1."), keyed in `errors`
 * by the field's path as the contract names it (lines[0].quantity), so a client can place it.
 */
function invalid(field: string, message: string) {
  return failure(400, message, { [field || 'body']: [message] });
}

/** The value at a schema issue's path, to tell a missing field from a wrong one. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function check(schema: ZodType | undefined, value: unknown, where: Where): Response | null {
  if (!schema) return null;
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : `${acc}${acc ? '.' : ''}${String(k)}`), '');
  // A header is called by its own name (Idempotency-Key); any other field as a person would say it.
  const label = where === 'header' && field ? field : field ? fieldLabel(field) : where === 'body' ? 'The request body' : `The ${where}`;
  return invalid(field, refusalMessage(label, (issue ?? { code: 'custom' }) as SchemaIssue, valueAt(value, path)));
}

function pathValues(op: OperationInfo, pathname: string): Record<string, string> {
  const parts = pathname.split('/');
  const out: Record<string, string> = {};
  op.path.split('/').forEach((segment, i) => {
    if (segment.startsWith('{')) out[segment.slice(1, -1)] = decodeURIComponent(parts[i] ?? '');
  });
  return out;
}

/**
 * Checks a request against its operation's contract before any handler sees it: path, query and
 * header values, the JSON body (types, required fields, formats, enums, limits, and no property the
 * contract does not declare), and the size of the body. Answers 400 naming the field, 413 for a body
 * over the limit, or null when the request is valid.
 */
export async function validateRequest(op: OperationInfo, request: Request): Promise<Response | null> {
  const schemas: RequestSchemas | undefined = requestSchemas[op.operationId];
  if (!schemas) return null;
  const url = new URL(request.url);

  if (schemas.params) {
    const shape = shapeOf(schemas.params);
    const raw = pathValues(op, url.pathname);
    const value = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, coerce(shape[k], [v])]));
    const bad = check(schemas.params, value, 'path parameter');
    if (bad) return bad;
  }

  const queryShape = shapeOf(schemas.query);
  const names = [...new Set(url.searchParams.keys())];
  const unknownQuery = names.find((n) => !(n in queryShape));
  if (unknownQuery) return invalid(unknownQuery, `${fieldLabel(unknownQuery)} (${unknownQuery}) is not something this request takes.`);
  if (schemas.query) {
    const value = Object.fromEntries(names.map((n) => [n, coerce(queryShape[n], url.searchParams.getAll(n))]));
    const bad = check(schemas.query, value, 'query parameter');
    if (bad) return bad;
  }

  if (schemas.header) {
    const value = Object.fromEntries(
      Object.keys(shapeOf(schemas.header)).flatMap((n) => (request.headers.has(n) ? [[n, request.headers.get(n)]] : [])),
    );
    const bad = check(schemas.header, value, 'header');
    if (bad) return bad;
  }

  if (schemas.bodyKind === 'multipart') {
    const size = Number(request.headers.get('content-length') ?? NaN);
    const bytes = Number.isFinite(size) ? size : (await request.clone().arrayBuffer()).byteLength;
    return bytes > MAX_UPLOAD_BYTES ? failure(413, TOO_LARGE_MESSAGE) : null;
  }
  if (schemas.bodyKind !== 'json') return null;

  const text = await request.clone().text();
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BYTES) return failure(413, TOO_LARGE_MESSAGE);
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return invalid('', 'The request body is not valid JSON.');
  }
  if (body === undefined) return invalid('', 'The request needs a JSON body.');
  const unknown = schemas.body ? unknownProperty(schemas.body, body, '') : null;
  if (unknown) return invalid(unknown, `${fieldLabel(unknown)} (${unknown}) is not something this request takes.`);
  return check(schemas.body, body, 'body');
}
