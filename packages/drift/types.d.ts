// The drift checker's shapes: the parts of an OpenAPI description it reads, the contract it builds from
// one, the exchanges (a request and its response) it checks, and the report it writes. The checker is
// JavaScript that runs as it is; these types are how `tsc` checks it (packages/drift/tsconfig.json).
import type { ValidateFunction } from 'ajv';

/** A JSON Schema (or OpenAPI Schema Object) as the checker reads it: the keywords it looks at, any others kept. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  required?: string[];
  enum?: unknown[];
  additionalProperties?: boolean | Schema;
  unevaluatedProperties?: boolean;
  'x-inferred'?: boolean;
  example?: unknown;
  examples?: unknown;
  [keyword: string]: unknown;
}

export interface MediaTypeObject {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }> | unknown[];
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
  'x-inferred'?: boolean;
}

export interface HeaderObject {
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  'x-inferred'?: boolean;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaTypeObject>;
  headers?: Record<string, HeaderObject>;
  'x-inferred'?: boolean;
}

export interface RequestBodyObject {
  $ref?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
  'x-inferred'?: boolean;
}

export type PathItem = Partial<Record<'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options', OperationObject>> & {
  parameters?: ParameterObject[];
};

/** An OpenAPI 3.0 or 3.1 description. */
export interface OpenApiDocument {
  openapi?: string;
  paths?: Record<string, PathItem>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, unknown>; [section: string]: unknown };
  servers?: { url?: string }[];
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

/** A parameter with its `$ref` followed, where its schema is in the description, and whether it is inferred. */
export interface ResolvedParameter extends ParameterObject {
  pointer: string;
  inferred: boolean;
}

export interface ResolvedResponse extends ResponseObject {
  pointer: string;
  inferred: boolean;
}

/** One operation of the contract, resolved. */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  regex: RegExp;
  names: string[];
  op: OperationObject;
  inferred: boolean;
  /** Whether it needs credentials (`required`), accepts them (`optional`) or takes none. */
  security: 'required' | 'optional' | 'none';
  /** The request headers its credentials travel in (lower case): `authorization`, an API key's header. */
  authHeaders: string[];
  /** The query parameters its API keys travel in. */
  authQuery: string[];
  parameters: ResolvedParameter[];
  requestBody: (RequestBodyObject & { pointer: string }) | null;
  responses: Record<string, ResolvedResponse>;
}

export type Match =
  | { operation: Operation; pathParams: Record<string, string>; reason?: undefined; allowed?: undefined }
  | { operation: null; reason: 'method' | 'path'; allowed: string[]; pathParams?: undefined };

export interface Contract {
  doc: OpenApiDocument;
  operations: Operation[];
  /** A validator for the schema at a JSON pointer of the description, compiled once. */
  validatorAt(pointer: string): ValidateFunction;
  /** The operation a method and path name, or why none does. */
  match(method: string, pathname: string): Match;
  /** Whether a request's path is this API's (under a server's path and the operations' shared segment). */
  inScope(pathname: string): boolean;
  byId(id: string): Operation | undefined;
}

/** What the checker says of one place: before the report adds where and how to repeat it. */
export interface RawFinding {
  kind: string;
  pointer: string;
  message: string;
  excerpt?: string;
  inferred?: boolean;
  side?: 'request' | 'response';
  /** Says nothing when the recording was exported without its tokens (a missing one is then no drift). */
  unlessSanitized?: boolean;
}

/** A verdict the sweep gives its probe when the API accepts it. */
export interface Verdict {
  kind: string;
  pointer: string;
  message: string;
}

/** A request and its response, from a recording or from a live run. */
export interface Exchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: Buffer | null;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody?: Buffer | null;
  time?: number;
  operationId?: string | null;
  /** Whose token it carried: the customer's, another customer's (a replay) or none. */
  as?: 'customer' | 'other-customer' | 'anonymous';
  /** On another customer's replay: it got the owner's answer. */
  sameAsOwner?: boolean;
  /** A negative probe of the sweep: what it tried, and its verdict if the API accepted it. */
  probe?: string;
  verdict?: Verdict | null;
}

export interface Finding {
  operationId: string | null;
  method: string;
  path: string;
  status: number;
  kind: string;
  side: 'request' | 'response';
  pointer: string;
  excerpt: string;
  inferred: boolean;
  message: string;
  curl: string;
}

export interface CoverageRow {
  operationId: string;
  method: string;
  path: string;
  inferred: boolean;
  exercised: boolean;
  statuses: number[];
  neverNonNull: string[];
  enumsSeen: Record<string, unknown[]>;
}

/** One measure of what the traffic exercised: how many of the contract's items, and which it did not. */
export interface CoverageMeasure {
  covered: number;
  total: number;
  /** covered / total, rounded down to a tenth (100 when the contract declares none). */
  percent: number;
  /** Each item not exercised: an operationId, then what of it (`getCart 404`, `getCart query page`, `getCart 200 /data/total`). */
  missing: string[];
}

export interface CoverageMeasures {
  operations: CoverageMeasure;
  statuses: CoverageMeasure;
  parameters: CoverageMeasure;
  /** Request and response properties: `request /a/b`, or a status and a pointer. */
  properties: CoverageMeasure;
  /** Request and response media types: `request application/json`, or a status and a type. */
  'media-types': CoverageMeasure;
}

export interface CoverageGate {
  rule: string;
  below: { measure: keyof CoverageMeasures; percent: number; minimum: number; missing: string[] }[];
}

/** A value of an example the live run replaced by one the API really has. */
export interface Substitution {
  operationId: string;
  at: string;
  variable: string;
  value: unknown;
  example: unknown;
}

/** A finding a team has accepted: known by its operation (or method and path), kind and pointer pattern. */
export interface BaselineEntry {
  operationId: string | null;
  method: string;
  path: string;
  kind: string;
  pointer: string;
  message?: string;
  /** The last day (YYYY-MM-DD, UTC) it is accepted: from the next it fails as new. */
  expires?: string;
  /** Why it is accepted, said when it expires. */
  reason?: string;
}

export interface Report {
  /** The findings to act on: with a baseline, the new ones only. */
  findings: Finding[];
  coverage: { operations: CoverageRow[]; notExercised: string[]; measures?: CoverageMeasures };
  /** With --min-coverage: the rule, and the measures under it (the run then fails). */
  gate?: CoverageGate;
  substitutions: Substitution[];
  /**
   * With --baseline: how many it accepts, the accepted findings seen again, those not seen this time, the
   * entries past their `expires` day (their findings are new again), and those ending within 14 days.
   */
  baseline?: {
    file: string;
    accepted: number;
    known: Finding[];
    gone: BaselineEntry[];
    expired: BaselineEntry[];
    expiring: BaselineEntry[];
  };
  summary: { operations: number; exercised: number; findings: number; known?: number; gone?: number; expired?: number };
}

/** Where an operation is declared in the contract's source: a file (relative to the working folder) and a line. */
export interface SourceLocation {
  file: string;
  line: number;
}

export interface CheckOptions {
  /** Keep the contract's own additionalProperties rules, and let undeclared parameters and headers pass. */
  open?: boolean;
  /** The recording left tokens out, so a missing one proves nothing. */
  sanitized?: boolean;
}

/** Values chained from one response into later requests. */
export type Vars = Record<string, unknown> & { messageIds?: unknown[] };

/** One step of the live run's plan. */
export interface PlanStep {
  id: string;
  /** Changes data: only with --writes. */
  write?: boolean;
  /** A read repeated after the writes it depends on: only with --writes. */
  again?: boolean;
  /** Whose token: `none` sends none. */
  as?: 'none';
  /** Fields left as the example has them. */
  keep?: string[];
  query?: (vars: Vars) => Record<string, unknown>;
  header?: (vars: Vars) => Record<string, string>;
  body?: (vars: Vars) => Record<string, unknown>;
  capture?: Record<string, string | ((json: JsonValue) => unknown)>;
}

/**
 * How `--live` drives an API (a module given with `--plan`, whose default export this is): the calls in
 * order, and what each takes from the ones before. Without one, every operation of the contract is called
 * once in its order, from its examples (writes only with --writes), with no token.
 */
export interface LivePlan {
  steps: PlanStep[];
  /** Request fields (by name, anywhere in a body or as a parameter, or a multipart field) filled from a kept value of this name. */
  fields?: Record<string, string | undefined>;
  /** Response fields kept by name wherever they appear, the first one seen, under this name. */
  captures?: Record<string, string | undefined>;
  /**
   * How the run signs in (its step `id` in {@link steps}, also used for --other-user and the sweep's new
   * token): the body for the credentials, and where its answer has the token and the customer's id (JSON
   * pointers). Without it no secured operation is called.
   */
  signIn?: {
    id: string;
    keep?: string[];
    body: (user: string, password: string) => Record<string, unknown>;
    token: string;
    userId?: string;
  };
  /** How the run signs up two customers for itself, with --writes and no credentials given. */
  signUp?: { id: string; keep?: string[]; body: (user: string, password: string) => Record<string, unknown> };
}

/** A request the live run sends. */
export interface LiveRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | FormData | null;
  substitutions: Substitution[];
}

/** A parsed JSON payload: read through JSON pointers (`pointerGet`), never assumed to have a shape. */
export type JsonValue = unknown;

/** The parts of a HAR 1.2 file the checker reads and writes. */
export interface HarHeader {
  name: string;
  value: string;
}
export interface HarContent {
  size?: number;
  mimeType?: string;
  text?: string | null;
  encoding?: string;
}
export interface HarEntry {
  request: { method: string; url: string; headers?: HarHeader[]; postData?: { mimeType?: string; text?: string; encoding?: string } };
  response: { status: number; headers?: HarHeader[]; content?: HarContent };
  /** The checker's own marks on its negative probes and replays (HAR allows custom fields starting with _). */
  _drift?: Pick<Exchange, 'probe' | 'verdict' | 'as' | 'sameAsOwner'>;
}
