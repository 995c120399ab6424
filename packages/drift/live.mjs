// Drives an API's operations in the order of a plan (a module the caller gives: `--plan`; without one every
// operation of the contract once). Requests start from the contract's own examples; ids the API really has
// (cart lines, invoices, message ids, references, tokens) are taken from earlier responses as the plan says
// and substituted, and every substitution is recorded. Writes run only with `writes`.
import { deref } from './contract.mjs';

/** @import { Contract, Exchange, LivePlan, LiveRequest, OpenApiDocument, Operation, PlanStep, Substitution, Vars, Verdict } from './types.js' */

/**
 * The plan when none is given: every operation of the contract once, in its order, from its examples (a
 * write only with --writes); no sign-in, so no secured operation is called.
 * @param {Contract} contract
 * @returns {LivePlan}
 */
export const contractPlan = (contract) => ({
  steps: contract.operations.map((o) => ({ id: o.operationId, ...(['GET', 'HEAD'].includes(o.method) ? {} : { write: true }) })),
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201c2a3b5a60000000049454e44ae426082',
  'hex',
);

/**
 * The value at a JSON pointer of a parsed payload (undefined when any step of it is absent).
 * @param {unknown} json
 * @param {string} pointer
 * @returns {unknown}
 */
function pointerGet(json, pointer) {
  return pointer
    .split('/')
    .slice(1)
    .reduce(
      (/** @type {unknown} */ n, k) => (n && typeof n === 'object' ? /** @type {Record<string, unknown>} */ (n)[k] : undefined),
      json,
    );
}

/**
 * The example a parameter, media type or schema gives (its own, its first named one, or its schema's).
 * @param {OpenApiDocument} doc
 * @param {{ example?: unknown; examples?: unknown; schema?: import('./types.js').Schema } | undefined} holder
 * @returns {unknown}
 */
function exampleOf(doc, holder) {
  if (!holder) return undefined;
  if (holder.example !== undefined) return holder.example;
  const first = holder.examples && Object.values(holder.examples)[0];
  if (first !== undefined) return Array.isArray(holder.examples) ? first : deref(doc, first)?.value;
  return holder.schema ? exampleOf(doc, deref(doc, holder.schema)) : undefined;
}

/** @typedef {(at: string, name: string, value: unknown, example: unknown) => void} Record_ */

/**
 * Replaces known fields, anywhere in a value, by the chained values; records each replacement.
 * @param {unknown} value
 * @param {Vars} vars
 * @param {string[]} keep
 * @param {Record_} record
 * @param {string} at
 * @param {LivePlan['fields']} fields
 * @returns {unknown}
 */
function substitute(value, vars, keep, record, at, fields = {}) {
  if (Array.isArray(value)) return value.map((v, i) => substitute(v, vars, keep, record, `${at}/${i}`, fields));
  if (!value || typeof value !== 'object') return value;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    const name = fields[k];
    if (name && !keep.includes(k) && vars[name] !== undefined && v !== null) {
      out[k] = vars[name];
      if (JSON.stringify(out[k]) !== JSON.stringify(v)) record(`${at}/${k}`, name, out[k], v);
    } else out[k] = substitute(v, vars, keep, record, `${at}/${k}`, fields);
  }
  return out;
}

/**
 * Builds the request of one plan step from the contract's examples, the chained values and the step.
 * @param {Contract} contract
 * @param {Operation} operation
 * @param {Omit<PlanStep, 'id'>} step
 * @param {Vars} vars
 * @param {string} base
 * @param {LivePlan['fields']} [fields] the plan's request fields filled from kept values
 * @returns {LiveRequest}
 */
export function buildRequest(contract, operation, step, vars, base, fields = {}) {
  /** @type {Substitution[]} */
  const substitutions = [];
  /** @type {Record_} */
  const record = (at, name, value, example) => {
    substitutions.push({ operationId: operation.operationId, at, variable: name, value, example });
  };
  const keep = step.keep ?? [];
  /** @type {Record<string, unknown>} */
  const query = {};
  /** @type {Record<string, string>} */
  const headers = {};
  let path = operation.path;
  const overrides = { ...(step.query?.(vars) ?? {}), ...(step.header?.(vars) ?? {}) };
  for (const p of operation.parameters) {
    let value = exampleOf(contract.doc, p);
    const name = fields[p.name];
    if (name && !keep.includes(p.name) && !(p.name in overrides) && vars[name] !== undefined && value !== undefined) {
      // A list kept (message ids) fills a parameter with its first.
      const kept = vars[name];
      const chained = Array.isArray(kept) ? kept[0] : kept;
      if (String(chained) !== String(value)) record(`/${p.in}/${p.name}`, name, chained, value);
      value = chained;
    }
    if (p.in === 'query') query[p.name] = value;
    else if (p.in === 'header') headers[p.name] = String(value);
    else if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
  }
  Object.assign(query, step.query?.(vars) ?? {});
  Object.assign(headers, step.header?.(vars) ?? {});
  const url = new URL(base.replace(/\/$/, '') + path);
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) url.searchParams.set(k, String(v));
  /** @type {Buffer | FormData | null} */
  let body = null;
  const content = operation.requestBody?.content ?? {};
  if (content['application/json']) {
    const example = structuredClone(exampleOf(contract.doc, content['application/json']));
    const patch = step.body?.(vars);
    let value = substitute(example, vars, [...keep, ...Object.keys(patch ?? {})], record, '/body', fields);
    if (patch) value = Array.isArray(value) ? value.map((v) => ({ ...v, ...patch })) : { .../** @type {object} */ (value), ...patch };
    headers['Content-Type'] = 'application/json';
    body = Buffer.from(JSON.stringify(value));
  } else if (content['multipart/form-data']) {
    // Each field of the form: a file (a 1-pixel PNG) for a binary one, else a kept value the plan names
    // for it, its const, its first enum value, or its example.
    const schema = deref(contract.doc, content['multipart/form-data'].schema);
    const form = new FormData();
    for (const [name, field] of Object.entries(schema?.properties ?? {})) {
      const f = deref(contract.doc, field);
      const kept = fields[name] ? vars[fields[name]] : undefined;
      if (f?.format === 'binary') form.set(name, new Blob([PNG], { type: 'image/png' }), 'drift.png');
      else form.set(name, String(kept ?? f?.const ?? f?.enum?.[0] ?? exampleOf(contract.doc, { schema: f }) ?? ''));
    }
    body = form;
  }
  return { method: operation.method, url: url.toString(), headers, body, substitutions };
}

/**
 * Sends a request and returns the exchange the checker reads.
 * @param {Pick<LiveRequest, 'method' | 'url' | 'headers' | 'body'>} request
 * @param {string | null} token
 * @returns {Promise<Exchange & { requestBody: Buffer | null; responseBody: Buffer }>}
 */
export async function send(request, token, timeoutMs = 20_000) {
  /** @type {Record<string, string>} */
  const headers = { ...request.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body = request.body;
  if (body instanceof FormData) {
    const encoded = new Response(body);
    headers['Content-Type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    body = Buffer.from(await encoded.arrayBuffer());
  }
  const started = Date.now();
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    // A Buffer is the bytes to send; the DOM's BodyInit names only ArrayBuffer-backed views.
    body: /** @type {BodyInit | undefined} */ (body ?? undefined),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  /** @type {Record<string, string>} */
  const responseHeaders = {};
  response.headers.forEach((v, k) => {
    responseHeaders[k] = v;
  });
  return {
    method: request.method,
    url: request.url,
    requestHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
    requestBody: body ?? null,
    status: response.status,
    responseHeaders,
    responseBody: Buffer.from(await response.arrayBuffer()),
    time: Date.now() - started,
  };
}

/** @param {Exchange} exchange @returns {unknown} */
const jsonOf = (exchange) => {
  try {
    return JSON.parse((exchange.responseBody ?? Buffer.alloc(0)).toString('utf8'));
  } catch {
    return null;
  }
};

/** Whether a response holds any value of its own (a string, number or true) beyond empty lists and nulls. @param {unknown} json */
export function carriesData(json) {
  const payload = json && typeof json === 'object' && 'data' in json ? json.data : json;
  /** @type {(node: unknown) => boolean} */
  const walk = (node) =>
    Array.isArray(node)
      ? node.some(walk)
      : node && typeof node === 'object'
        ? Object.values(node).some(walk)
        : node !== null && node !== undefined && node !== false && node !== '';
  return walk(payload);
}

/**
 * Keeps the values of a response the later steps need: the step's own captures, and any field the plan's
 * `captures` names.
 * @param {PlanStep} step
 * @param {Exchange} exchange
 * @param {Vars} vars
 * @param {LivePlan['captures']} captures
 */
function capture(step, exchange, vars, captures = {}) {
  const json = jsonOf(exchange);
  if (!json || exchange.status >= 300) return;
  for (const [name, how] of Object.entries(step.capture ?? {})) {
    const value = typeof how === 'function' ? how(json) : pointerGet(json, how);
    if (value !== undefined && value !== null && !(Array.isArray(value) && !value.length)) vars[name] = value;
  }
  /** @param {unknown} node @returns {void} */
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      const name = captures[k];
      if (name && vars[name] === undefined && v !== null && typeof v !== 'object') vars[name] = v;
      else walk(v);
    }
  };
  walk(json);
}

/**
 * Sends the plan's sign-up or sign-in step with `user` and `password` (no token): the exchange, named by
 * the step's operation, checked like any other.
 * @param {Contract} contract
 * @param {NonNullable<LivePlan['signUp']>} step
 * @param {{ base: string; user: string; password: string; fields?: LivePlan['fields'] }} options
 */
async function sendCredentials(contract, step, { base, user, password, fields }) {
  const request = buildRequest(
    contract,
    required(contract, step.id),
    { keep: step.keep ?? [], body: () => step.body(user, password) },
    {},
    base,
    fields,
  );
  return /** @type {Exchange} */ ({ ...(await send(request, null)), operationId: step.id, as: 'anonymous' });
}

/**
 * Signs up a customer for the run (a write: only with --writes), when no credentials were given, as the
 * plan's `signUp` says. Returns its credentials and the exchange, which is checked like any other.
 * @param {Contract} contract
 * @param {NonNullable<LivePlan['signUp']>} signUp
 * @param {{ base: string; run: string; label: string; fields?: LivePlan['fields'] }} options
 */
export async function signUpForRun(contract, signUp, { base, run, label, fields }) {
  const user = `drift-${label}-${run}@example.com`;
  const password = `Drift#2026-${run}-${label}`;
  const exchange = await sendCredentials(contract, signUp, { base, user, password, fields });
  if (exchange.status < 200 || exchange.status >= 300) {
    const said = pointerGet(jsonOf(exchange), '/message');
    throw new Error(
      `Signing up ${user} for the run failed (${exchange.status}${said ? `: ${said}` : ''}); give the credentials of a customer instead.`,
    );
  }
  return { user, password, exchange };
}

/**
 * Signs in with the plan's `signIn` (for another customer, or again after the plan signed out): the
 * exchange, checked like any other, and the token it gave (null when it gave none).
 * @param {Contract} contract
 * @param {NonNullable<LivePlan['signIn']>} signIn
 * @param {{ base: string; user: string; password: string; fields?: LivePlan['fields'] }} options
 */
export async function signInForRun(contract, signIn, options) {
  const exchange = await sendCredentials(contract, signIn, options);
  const token = pointerGet(jsonOf(exchange), signIn.token);
  return { exchange, token: typeof token === 'string' && token ? token : null };
}

/**
 * The operation the plan names, which the contract must have.
 * @param {Contract} contract
 * @param {string} id
 */
export function required(contract, id) {
  const operation = contract.byId(id);
  if (!operation) throw new Error(`The plan names ${id}, which the contract does not have.`);
  return operation;
}

/**
 * Runs the plan. Returns every exchange (each tagged with its operation and who sent it) and the
 * substitutions made. `other` credentials add a replay of each customer read with the other customer's
 * token: answering it with the first customer's data is a security finding.
 * @typedef {{ request: LiveRequest; step: PlanStep; secured: boolean }} Sent
 * @param {Contract} contract
 * @param {{ base: string; plan: LivePlan; user?: string | undefined; password?: string | undefined; other?: { user?: string | undefined; password?: string | undefined }; writes?: boolean | undefined; log?: (line: string) => void }} options
 */
export async function drive(contract, { base, plan, user, password, other, writes = false, log = () => {} }) {
  const run = Date.now().toString(36);
  const { fields, captures, signIn, signUp } = plan;
  /** @type {Exchange[]} */
  const exchanges = [];
  if (signIn && !user) {
    if (!writes || !signUp)
      throw new Error(
        `Give the credentials of a customer (--user and --password, or DRIFT_USER and DRIFT_PASSWORD)${signUp ? ', or allow --writes to sign up new ones for the run' : ''}.`,
      );
    const first = await signUpForRun(contract, signUp, { base, run, label: 'a', fields });
    const second = await signUpForRun(contract, signUp, { base, run, label: 'b', fields });
    exchanges.push(first.exchange, second.exchange);
    ({ user, password } = first);
    other = { user: second.user, password: second.password };
    log(`Signed up ${first.user} and ${second.user} for the run.`);
  }
  /** @type {Vars} */
  const vars = { user, password, run };
  /** @type {Substitution[]} */
  const substitutions = [];
  /** @type {Map<string, Sent>} */
  const sent = new Map();
  /** @type {string | null} */
  let token = null;
  /** @type {string | null} */
  let otherToken = null;
  for (const step of plan.steps) {
    const operation = required(contract, step.id);
    if ((step.write || step.again) && !writes) continue;
    if (operation.security === 'required' && !token && step.as !== 'none') continue;
    const request = buildRequest(contract, operation, step, vars, base, fields);
    substitutions.push(...request.substitutions);
    const useToken = step.as === 'none' || operation.security === 'none' ? null : token;
    const exchange = await send(request, useToken);
    exchanges.push({ ...exchange, operationId: operation.operationId, as: useToken ? 'customer' : 'anonymous' });
    sent.set(operation.operationId, { request, step, secured: Boolean(useToken) });
    log(`${exchange.status} ${operation.method} ${new URL(request.url).pathname}`);
    capture(step, exchange, vars, captures);
    if (signIn && step.id === signIn.id && !token) {
      const answer = exchange.status >= 200 && exchange.status < 300 ? jsonOf(exchange) : null;
      const signedIn = pointerGet(answer, signIn.token);
      token = typeof signedIn === 'string' && signedIn ? signedIn : null;
      if (!token) throw new Error(`Sign in as ${user} failed (${exchange.status}); give working credentials.`);
      if (signIn.userId) vars.customerId = pointerGet(answer, signIn.userId);
      vars.token = token;
      if (other?.user && other.password) {
        const theirs = await signInForRun(contract, signIn, { base, user: other.user, password: other.password, fields });
        exchanges.push(theirs.exchange);
        otherToken = theirs.token;
      }
    }
    // Another customer's token on a read of this customer's data must not get the same answer.
    if (
      otherToken &&
      !step.write &&
      operation.security === 'required' &&
      operation.method === 'GET' &&
      request.substitutions.length &&
      exchange.status === 200
    ) {
      const replay = await send(request, otherToken);
      // Two empty answers (no orders, nothing viewed yet) being equal proves nothing.
      const sameAsOwner = replay.status === 200 && replay.responseBody.equals(exchange.responseBody) && carriesData(jsonOf(exchange));
      exchanges.push({ ...replay, operationId: operation.operationId, as: 'other-customer', sameAsOwner });
    }
  }
  return { exchanges, substitutions, vars, sent, user, password };
}

const METHOD_PROBES = ['PATCH', 'DELETE', 'PUT', 'POST', 'GET'];

/**
 * The request without one of its inputs.
 * @param {LiveRequest} request
 * @param {string} location
 * @param {string} name
 * @returns {LiveRequest}
 */
function without(request, location, name) {
  const url = new URL(request.url);
  /** @template {object} T @param {T} object @returns {T} */
  const omit = (object) => /** @type {T} */ (Object.fromEntries(Object.entries(object).filter(([key]) => key !== name)));
  let headers = { ...request.headers };
  let body = request.body;
  if (location === 'query') url.searchParams.delete(name);
  else if (location === 'header') headers = omit(headers);
  else if (location === 'body' && Buffer.isBuffer(body)) {
    const value = JSON.parse(body.toString('utf8'));
    body = Buffer.from(JSON.stringify(Array.isArray(value) ? value.map(omit) : omit(value)));
  }
  return { ...request, url: url.toString(), headers, body };
}

/**
 * Negative probes for each operation driven: no token on a bearer operation (expect 401), each required
 * input left out (expect 400), a parameter name in another case and a parameter the contract does not
 * have (expect 400), and per path a method the contract does not have (expect 404 or 405). A probe the
 * API accepts (2xx) is a finding; the probe's own response is still checked against the contract.
 */
/**
 * @param {Contract} contract
 * @param {{ base: string; sent: Map<string, Sent>; token: string | null; signInId?: string | undefined; writes?: boolean | undefined; open?: boolean | undefined; log?: (line: string) => void }} options
 *   `signInId`: the plan's sign-in, probed only where writes are allowed
 * @returns {Promise<Exchange[]>}
 */
export async function sweep(contract, { base, sent, token, signInId, writes = false, open = false, log = () => {} }) {
  /** @type {Exchange[]} */
  const probes = [];
  /**
   * @param {Exchange} exchange
   * @param {Operation | null} operation
   * @param {string} probe
   * @param {Verdict} verdict
   */
  const push = (exchange, operation, probe, verdict) => {
    probes.push({
      ...exchange,
      operationId: operation?.operationId ?? null,
      probe,
      verdict: exchange.status >= 200 && exchange.status < 300 ? verdict : null,
    });
    log(`${exchange.status} ${exchange.method} ${new URL(exchange.url).pathname}  (probe: ${probe})`);
  };
  for (const [id, { request, step, secured }] of sent) {
    const operation = required(contract, id);
    if ((step.write || step.again) && !writes) continue;
    // Probing the sign-in signs someone in or out: only where writes are allowed.
    if (id === signInId && !writes) continue;
    const auth = secured ? token : null;
    if (operation.security === 'required') {
      push(await send(request, null), operation, 'no token', {
        kind: 'security',
        pointer: '/headers/authorization',
        message: 'A bearer operation answered with success without a token (expected 401).',
      });
    }
    for (const p of operation.parameters.filter((q) => q.required)) {
      if (p.in === 'path') continue;
      push(await send(without(request, p.in, p.name), auth), operation, `without ${p.in} ${p.name}`, {
        kind: 'missing-required',
        pointer: `/${p.in}/${p.name}`,
        message: `The API accepted the request without the required ${p.in} parameter "${p.name}" (expected 400).`,
      });
    }
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const bodySchema = schema ? deref(contract.doc, schema) : null;
    const requiredProperties = bodySchema?.required ?? deref(contract.doc, bodySchema?.items)?.required ?? [];
    for (const name of requiredProperties) {
      push(await send(without(request, 'body', name), auth), operation, `without body ${name}`, {
        kind: 'missing-required',
        pointer: `/body/${name}`,
        message: `The API accepted the body without its required property "${name}" (expected 400).`,
      });
    }
    if (open) continue;
    const url = new URL(request.url);
    const first = operation.parameters.find((q) => q.in === 'query' && url.searchParams.has(q.name));
    if (first) {
      const renamed =
        first.name === first.name.toLowerCase() ? first.name.charAt(0).toUpperCase() + first.name.slice(1) : first.name.toLowerCase();
      const probeUrl = new URL(request.url);
      const value = probeUrl.searchParams.get(first.name) ?? '';
      probeUrl.searchParams.delete(first.name);
      probeUrl.searchParams.set(renamed, value);
      push(await send({ ...request, url: probeUrl.toString() }, auth), operation, `parameter ${renamed}`, {
        kind: 'parameter-case',
        pointer: `/query/${renamed}`,
        message: `The API accepted "${renamed}" for the parameter "${first.name}"; the contract's names are case-exact (expected 400).`,
      });
    }
    const extra = new URL(request.url);
    extra.searchParams.set('driftProbe', '1');
    push(await send({ ...request, url: extra.toString() }, auth), operation, 'undeclared parameter driftProbe', {
      kind: 'undeclared-parameter',
      pointer: '/query/driftProbe',
      message: 'The API accepted the query parameter "driftProbe", which the contract does not declare (expected 400).',
    });
  }
  /** @type {Map<string, string[]>} */
  const paths = new Map();
  for (const o of contract.operations) paths.set(o.path, [...(paths.get(o.path) ?? []), o.method]);
  for (const [path, methods] of paths) {
    const method = METHOD_PROBES.find((m) => !methods.includes(m));
    if (!method || /\{/.test(path)) continue;
    const exchange = await send(
      { method, url: base.replace(/\/$/, '') + path, headers: {}, body: method === 'GET' ? null : Buffer.from('{}') },
      token,
    );
    push(exchange, null, `method ${method}`, {
      kind: 'unknown-operation',
      pointer: '',
      message: `The API answered ${exchange.status} to ${method} ${path}, which the contract does not have (expected 404 or 405).`,
    });
  }
  return probes;
}
