// Checks one exchange (a request and its response) against the contract and returns its findings.
import { inferredAt } from './contract.mjs';

/** @import { ErrorObject } from 'ajv' */
/** @import { CheckOptions, Contract, Exchange, Operation, RawFinding, ResolvedResponse, Schema } from './types.js' */

/** Headers of HTTP itself, of browsers and of CORS: never a finding. Anything else must be declared. */
const STANDARD_REQUEST_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'connection',
  'content-length',
  'cookie',
  'dnt',
  'host',
  'if-modified-since',
  'if-none-match',
  'keep-alive',
  'origin',
  'pragma',
  'priority',
  'referer',
  'te',
  'upgrade-insecure-requests',
  'user-agent',
]);
const STANDARD_RESPONSE_HEADERS = new Set([
  'accept-ranges',
  'age',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'expires',
  'keep-alive',
  'last-modified',
  'pragma',
  'server',
  'strict-transport-security',
  'transfer-encoding',
  'vary',
  'x-content-type-options',
]);
const standardRequest = (/** @type {string} */ name) =>
  STANDARD_REQUEST_HEADERS.has(name) || name.startsWith('sec-') || name.startsWith(':');
const standardResponse = (/** @type {string} */ name) =>
  STANDARD_RESPONSE_HEADERS.has(name) || name.startsWith('access-control-') || name.startsWith(':');

/** The first bytes a binary media type must start with. @type {Record<string, Buffer[] | undefined>} */
const SIGNATURES = {
  'application/pdf': [Buffer.from('%PDF-')],
  'image/png': [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  'image/jpeg': [Buffer.from([0xff, 0xd8, 0xff])],
  'image/gif': [Buffer.from('GIF87a'), Buffer.from('GIF89a')],
  'image/webp': [Buffer.from('RIFF')],
};

/** A media type without its parameters, in lower case. */
export const mediaType = (/** @type {string | undefined} */ value) => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
export const isJsonType = (/** @type {string} */ type) => type === 'application/json' || type.endsWith('+json');

/**
 * A short excerpt of the payload at a JSON pointer.
 * @param {unknown} payload
 * @param {string} pointer
 */
export function excerptAt(payload, pointer) {
  let node = payload;
  for (const key of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return '';
    node = /** @type {Record<string, unknown>} */ (node)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) return '(absent)';
  const text = typeof node === 'string' ? JSON.stringify(node) : (JSON.stringify(node) ?? String(node));
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Ajv's errors as findings' kinds, keeping the most specific error per place.
 * @param {ErrorObject[] | null | undefined} errors
 * @param {unknown} payload
 * @returns {{ kind: string; pointer: string; message: string; excerpt: string }[]}
 */
export function schemaFindings(errors, payload) {
  const list = (errors ?? []).filter((e) => !['oneOf', 'anyOf', 'allOf', 'if', 'not', '$ref'].includes(e.keyword));
  const found = [];
  for (const e of list) {
    const base = e.instancePath;
    // "must be null" from a nullable branch says nothing when the other branch explains the value.
    if (e.keyword === 'type' && e.params.type === 'null' && list.some((o) => o !== e && o.instancePath.startsWith(base))) continue;
    let kind;
    let pointer = base;
    let message = `${base || '(body)'} ${e.message}`;
    if (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') {
      const name = e.params.unevaluatedProperty ?? e.params.additionalProperty;
      pointer = `${base}/${name}`;
      kind = 'undeclared-property';
      message = `The contract does not declare the property "${name}" here.`;
    } else if (e.keyword === 'required') {
      pointer = `${base}/${e.params.missingProperty}`;
      kind = 'missing-required';
      message = `The required property "${e.params.missingProperty}" is missing.`;
    } else if (e.keyword === 'type') kind = 'type';
    else if (e.keyword === 'enum' || e.keyword === 'const') {
      kind = 'enum';
      message = `${base || '(body)'} ${e.message}: ${JSON.stringify(e.params.allowedValues ?? e.params.allowedValue)}`;
    } else kind = 'format';
    found.push({ kind, pointer, message, excerpt: excerptAt(payload, pointer) });
  }
  const seen = new Set();
  return found.filter((f) => {
    const key = `${f.kind} ${f.pointer}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A parameter's or header's text as the type its schema declares, when it reads as one.
 * @param {string} value
 * @param {Schema | undefined} schema
 * @returns {unknown}
 */
function coerce(value, schema) {
  const types = [schema?.type].flat().filter(Boolean);
  if (types.includes('integer') || types.includes('number')) {
    if (value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * A header map with its names in lower case (a recording's are already; a proxy's or a caller's may not be).
 * @param {Record<string, string> | undefined} headers
 * @returns {Record<string, string>}
 */
function lowerKeys(headers = {}) {
  /** @type {Record<string, string>} */
  const lower = {};
  for (const name in headers) lower[name.toLowerCase()] = /** @type {string} */ (headers[name]);
  return lower;
}

/** What an operation declares of its query and request headers, worked out once (every exchange asks). */
const declaredByOperation = new WeakMap();
/** @param {Operation} operation @returns {{ declaredQuery: Set<string>; declaredHeaders: Set<string> }} */
function declaredOf(operation) {
  let declared = declaredByOperation.get(operation);
  if (!declared) {
    const declaredQuery = new Set(
      [...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name), ...operation.authQuery].map((n) => n.toLowerCase()),
    );
    const declaredHeaders = new Set(operation.parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()));
    for (const name of operation.authHeaders) declaredHeaders.add(name);
    if (operation.requestBody) declaredHeaders.add('content-type');
    declaredByOperation.set(operation, (declared = { declaredQuery, declaredHeaders }));
  }
  return declared;
}

/** A response's declared headers by their lower-case names, worked out once. */
const headersByResponse = new WeakMap();
/** @param {ResolvedResponse} response @returns {Record<string, NonNullable<ResolvedResponse['headers']>[string] & { name: string }>} */
function declaredResponseHeaders(response) {
  let headers = headersByResponse.get(response);
  if (!headers) {
    headers = Object.fromEntries(Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), { ...v, name: k }]));
    headersByResponse.set(response, headers);
  }
  return headers;
}

/** @param {Buffer} buffer @returns {{ ok: true; value: unknown } | { ok: false }} */
function parseJson(buffer) {
  try {
    return { ok: true, value: JSON.parse(buffer.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

/**
 * @param {Contract} contract
 * @param {Exchange} x
 * @param {CheckOptions} [options]
 * @returns {{ operation: Operation | null; findings: RawFinding[]; json?: { value: unknown }; requestJson?: { value: unknown } }}
 *   `json` and `requestJson`: the response's and the request's bodies, when they were parsed as JSON (the
 *   report's coverage reads them without parsing them again)
 */
export function checkExchange(contract, x, options = {}) {
  const url = new URL(x.url);
  /** @type {RawFinding[]} */
  const findings = [];
  /** @type {'request' | 'response'} */
  let side = 'request';
  /** @param {RawFinding} f */
  const add = (f) => findings.push({ inferred: false, excerpt: '', side, ...f });
  const matched = contract.match(x.method, url.pathname);
  if (!matched.operation) {
    add({
      kind: 'unknown-operation',
      pointer: '',
      message:
        matched.reason === 'method'
          ? `The contract has no ${x.method} on ${url.pathname} (it has ${matched.allowed.join(', ')}); the API answered ${x.status}.`
          : `The contract has no path ${url.pathname}; the API answered ${x.status}.`,
    });
    return { operation: null, findings };
  }
  const { operation, pathParams } = matched;
  const reqHeaders = lowerKeys(x.requestHeaders);
  const resHeaders = lowerKeys(x.responseHeaders);
  const { declaredQuery, declaredHeaders } = declaredOf(operation);

  // Parameters: names case-exact, closed world, required, and each value against its schema.
  const given = { query: [...url.searchParams.keys()], header: Object.keys(reqHeaders), path: Object.keys(pathParams) };
  for (const p of operation.parameters) {
    const where = p.in;
    const present =
      where === 'header' ? p.name.toLowerCase() in reqHeaders : where === 'query' ? url.searchParams.has(p.name) : p.name in pathParams;
    const raw =
      where === 'header' ? reqHeaders[p.name.toLowerCase()] : where === 'query' ? url.searchParams.get(p.name) : pathParams[p.name];
    if (!present) {
      const caseOnly = where === 'query' ? given.query.find((n) => n !== p.name && n.toLowerCase() === p.name.toLowerCase()) : undefined;
      if (caseOnly) {
        add({
          kind: 'parameter-case',
          pointer: `/${where}/${caseOnly}`,
          excerpt: JSON.stringify(url.searchParams.get(caseOnly)),
          inferred: p.inferred,
          message: `The request sends "${caseOnly}"; the contract names it "${p.name}" (names are case-exact).`,
        });
      } else if (p.required) {
        add({
          kind: 'missing-required',
          pointer: `/${where}/${p.name}`,
          excerpt: '(absent)',
          inferred: p.inferred,
          message: `The required ${where} parameter "${p.name}" is missing.`,
        });
      }
      continue;
    }
    if (p.schema && raw !== null && raw !== undefined) {
      const value = coerce(raw, p.schema);
      const validate = contract.validatorAt(p.pointer);
      if (!validate(value)) {
        for (const f of schemaFindings(validate.errors, value))
          add({
            ...f,
            pointer: `/${where}/${p.name}${f.pointer}`,
            excerpt: JSON.stringify(raw),
            inferred: p.inferred,
            message: `Parameter "${p.name}": ${f.message.replace(/^\(body\) /, '')}`,
          });
      }
    }
  }
  if (!options.open) {
    for (const name of new Set(given.query)) {
      if (declaredQuery.has(name.toLowerCase())) continue;
      add({
        kind: 'undeclared-parameter',
        pointer: `/query/${name}`,
        excerpt: JSON.stringify(url.searchParams.get(name)),
        message: `The contract does not declare the query parameter "${name}".`,
      });
    }
  }
  // Request headers: Authorization only where the operation is secured, Content-Type only with a body.
  for (const name of Object.keys(reqHeaders)) {
    if (options.open || declaredHeaders.has(name) || standardRequest(name)) continue;
    if (name === 'content-type' && !x.requestBody?.length) continue;
    add({
      kind: 'undeclared-header',
      pointer: `/headers/${name}`,
      excerpt: name === 'authorization' ? '"Bearer ***"' : JSON.stringify(reqHeaders[name]),
      message: `The request sends the header "${name}", which the contract does not declare for this operation.`,
    });
  }

  // Request body.
  /** @type {{ value: unknown } | undefined} */
  let requestJson;
  if (operation.requestBody && x.requestBody?.length) {
    const type = mediaType(reqHeaders['content-type']);
    const content = operation.requestBody.content ?? {};
    if (!content[type]) {
      add({
        kind: 'media-type',
        pointer: '/headers/content-type',
        excerpt: JSON.stringify(reqHeaders['content-type'] ?? ''),
        message: `The request body is ${type || 'untyped'}; the contract accepts ${Object.keys(content).join(', ')}.`,
      });
    } else if (isJsonType(type)) {
      const parsed = parseJson(x.requestBody);
      if (parsed.ok) requestJson = { value: parsed.value };
      const validate = contract.validatorAt(`${operation.requestBody.pointer}/content/${type.replace(/\//g, '~1')}/schema`);
      if (!parsed.ok)
        add({ kind: 'type', pointer: '', excerpt: x.requestBody.toString('utf8').slice(0, 80), message: 'The request body is not JSON.' });
      else if (!validate(parsed.value)) {
        const schema = content[type].schema;
        for (const f of schemaFindings(validate.errors, parsed.value))
          add({ ...f, message: `Request body: ${f.message}`, inferred: operation.inferred || inferredAt(contract.doc, schema, f.pointer) });
      }
    }
  } else if (operation.requestBody?.required && !x.requestBody?.length && x.method !== 'GET') {
    add({
      kind: 'missing-required',
      pointer: '',
      excerpt: '(absent)',
      inferred: operation.inferred,
      message: 'The request has no body; the contract requires one.',
    });
  }

  side = 'response';
  // Security: a bearer-only operation must not answer with success without a token.
  const credentials = operation.authHeaders.some((h) => reqHeaders[h]) || operation.authQuery.some((q) => url.searchParams.has(q));
  if (!options.sanitized && operation.security === 'required' && x.status >= 200 && x.status < 300 && !credentials) {
    add({
      // A recording exported without its tokens has none anywhere: then this proves nothing.
      unlessSanitized: true,
      kind: 'security',
      pointer: '/headers/authorization',
      excerpt: '(absent)',
      inferred: operation.inferred,
      message: `The operation needs credentials (${[...operation.authHeaders, ...operation.authQuery].join(' or ')}) but answered ${x.status} to a request without them.`,
    });
  }

  // Response: status, media type, body, headers.
  const declared = operation.responses[String(x.status)] ?? operation.responses[`${String(x.status)[0]}XX`] ?? operation.responses.default;
  /** @type {ResolvedResponse | undefined} */
  let response = declared;
  if (!declared) {
    add({
      kind: 'undeclared-status',
      pointer: '',
      excerpt: String(x.status),
      inferred: operation.inferred,
      message: `The operation does not declare status ${x.status} (it declares ${Object.keys(operation.responses).join(', ')}).`,
    });
    // Its body is still checked: against the error envelope of a declared error, or the success body.
    const fallback =
      x.status >= 400
        ? Object.keys(operation.responses).find((s) => s >= '400')
        : Object.keys(operation.responses).find((s) => s.startsWith('2'));
    response = fallback ? operation.responses[fallback] : undefined;
  }
  const body = x.responseBody ?? Buffer.alloc(0);
  const type = mediaType(resHeaders['content-type']);
  /** @type {{ value: unknown } | undefined} */
  let json;
  const content = response?.content ?? {};
  const types = Object.keys(content);
  if (response && types.length) {
    if (!body.length) {
      add({
        kind: 'type',
        pointer: '',
        excerpt: '(empty)',
        inferred: response.inferred,
        message: `The response body is empty; the contract declares ${types.join(', ')}.`,
      });
    } else if (!content[type]) {
      add({
        kind: 'media-type',
        pointer: '/headers/content-type',
        excerpt: JSON.stringify(resHeaders['content-type'] ?? ''),
        inferred: response.inferred,
        message: `The response is ${type || 'untyped'}; the contract declares ${types.join(', ')}.`,
      });
    } else if (isJsonType(type)) {
      const parsed = parseJson(body);
      if (parsed.ok) json = { value: parsed.value };
      if (!parsed.ok)
        add({
          kind: 'type',
          pointer: '',
          excerpt: body.toString('utf8').slice(0, 80),
          inferred: response.inferred,
          message: 'The response body is not JSON.',
        });
      else {
        const validate = contract.validatorAt(`${response.pointer}/content/${type.replace(/\//g, '~1')}/schema`);
        if (!validate(parsed.value)) {
          for (const f of schemaFindings(validate.errors, parsed.value)) {
            add({
              ...f,
              message: `Response body: ${f.message}`,
              inferred: response.inferred || inferredAt(contract.doc, content[type].schema, f.pointer),
            });
          }
        }
      }
    } else if (SIGNATURES[type]) {
      const signatures = SIGNATURES[type];
      if (!signatures.some((sig) => body.subarray(0, sig.length).equals(sig))) {
        add({
          kind: 'binary',
          pointer: '',
          excerpt: JSON.stringify(body.subarray(0, 16).toString('latin1')),
          inferred: response.inferred,
          message: `The body is declared ${type} but does not start with its signature ${JSON.stringify(signatures[0]?.toString('latin1'))}.`,
        });
      }
    }
  } else if (response && !types.length && body.length) {
    add({
      kind: 'media-type',
      pointer: '',
      excerpt: body.toString('utf8').slice(0, 80),
      inferred: response.inferred,
      message: 'The contract declares no body for this response, but one was sent.',
    });
  }
  if (response) {
    const headers = declaredResponseHeaders(response);
    for (const [name, h] of Object.entries(headers)) {
      const value = resHeaders[name];
      const inferred = response.inferred || Boolean(h['x-inferred']);
      if (value === undefined) {
        if (h.required)
          add({
            kind: 'header',
            pointer: `/headers/${name}`,
            excerpt: '(absent)',
            inferred,
            message: `The response lacks the required header "${h.name}"${h.example ? ` (for example ${h.example})` : ''}.`,
          });
        continue;
      }
      const validate = contract.validatorAt(`${response.pointer}/headers/${h.name.replace(/~/g, '~0').replace(/\//g, '~1')}/schema`);
      if (!validate(coerce(value, h.schema))) {
        add({
          kind: 'header',
          pointer: `/headers/${name}`,
          excerpt: JSON.stringify(value),
          inferred,
          message: `The header "${h.name}" is ${JSON.stringify(value)}: ${(validate.errors ?? []).map((e) => e.message).join('; ')}.`,
        });
      }
    }
    for (const name of Object.keys(resHeaders)) {
      if (options.open || headers[name] || standardResponse(name)) continue;
      add({
        kind: 'undeclared-header',
        pointer: `/headers/${name}`,
        excerpt: JSON.stringify(resHeaders[name]),
        inferred: response.inferred,
        message: `The response sends the header "${name}", which the contract does not declare.`,
      });
    }
  }
  return { operation, findings, ...(json ? { json } : {}), ...(requestJson ? { requestJson } : {}) };
}
