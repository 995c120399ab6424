import { getResponse } from 'msw';
import type { MockApi } from '../../../mocks/create-mock-api';

export interface CallResult {
  status: number;
  contentType: string;
  body: unknown;
  raw: Response;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
}

const SCHEMA_WORDS = /\bexpected\b|\breceived\b|invalid input/i;

/** Sends one request through the mock's handlers, as the store would, and reads the answer. */
export async function callMock(api: MockApi, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(path, 'http://mock.test');
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = (await getResponse(api.handlers, new Request(url, { method, headers, body }))) ?? new Response(null, { status: 599 });
  const contentType = response.headers.get('content-type') ?? '';
  const parsed: unknown = contentType.includes('json') ? await response.clone().json() : await response.clone().arrayBuffer();
  // Every refusal any contract test meets speaks a person's words: none says what the schema
  // library says ("Invalid input: expected number, received undefined").
  const message = (parsed as { message?: unknown } | null)?.message;
  if (response.status >= 400 && response.status < 500 && typeof message === 'string' && SCHEMA_WORDS.test(message))
    throw new Error(`${method} ${path} answered ${response.status} in the schema library's words: ${message}`);
  return { status: response.status, contentType, body: parsed, raw: response };
}

export async function signIn(api: MockApi, emailId = 'demo@boldbullion.test', password = 'Bullion#2026'): Promise<string> {
  const r = await callMock(api, 'POST', '/api/Authentication/SignIn', { body: { emailId, password } });
  const token = (r.body as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`sign-in failed: ${r.status}`);
  return token;
}
