// The store's /api: the shopper's backend-for-frontend. The browser calls the store's own origin; the
// server forwards each call the contract has (method and path from the generated operation list, anything
// else a 404) to the one API host, adding the session's bearer token to the operations that take one,
// and refuses a write another site's page sent (403). Signing in, up, as a guest and out are answered
// here: the API's token goes into the sealed session cookie (server/session.ts), and the session's
// token, never a browser's own, is what the API is sent.
import type { NextFunction, Request, Response } from 'express';
import createClient from 'openapi-fetch';
import { matchOperation, type OperationInfo } from '../generated/operations.ts';
import type { paths } from '../generated/schema.d.ts';
import { readLimited } from './pass-through.ts';
import { readSession, startSession, type StoreSession } from './session.ts';
import type { SessionOptions } from 'iron-session';

/** Where a write may come from: the store's own pages (Sec-Fetch-Site), or an Origin that is the store's. */
export function refusedWrite(req: Pick<Request, 'method' | 'headers'>, storeOrigin: string): string | null {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `A ${req.method} from another site (${site}) is refused`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== storeOrigin) return `A ${req.method} from ${origin} is refused`;
  return null;
}

/**
 * The API's calls the server makes itself (the session's), typed from the contract, to the one API host;
 * each given up after `timeoutMs`, as the pass-through's are. `headers` go with every call (a mock build's
 * visitor).
 */
export function apiClient(apiBaseUrl: string, { timeoutMs, headers }: { timeoutMs: number; headers?: Record<string, string> }) {
  // Only the contract's paths can be named, under the one origin given here.
  return createClient<paths>({
    baseUrl: new URL(apiBaseUrl).origin,
    headers,
    fetch: (request) => fetch(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) }),
  });
}

type ApiClient = ReturnType<typeof apiClient>;

/** Ends a session, for the /api's SignOut and a sign-out form's action alike: the cookie goes, and the API's token is revoked when there is one. */
export async function endSession(session: Awaited<ReturnType<typeof readSession>>, api: ApiClient): Promise<void> {
  const token = session.token;
  session.destroy();
  if (token) await api.POST('/api/Authentication/SignOut', { headers: { authorization: `Bearer ${token}` } });
}

/**
 * Express middleware for /api, in front of the pass-through: the operation allow-list, the write check,
 * the session's bearer token, and the session operations. `forward` is the fixed-origin pass-through.
 */
export function backendForFrontend({
  api,
  session: sessionFor,
  storeOrigin,
  forward,
}: {
  /** The client for this request's own calls (one for all, but in a mock build, whose calls name their visitor). */
  api: (req: Request, res: Response) => ApiClient;
  /** The cookie's settings for this request (Secure when it came over https). */
  session: (req: Request) => SessionOptions;
  storeOrigin: (req: Request) => string;
  forward: (req: Request, res: Response) => Promise<void>;
}) {
  const refuse = (res: Response, status: number, message: string) => {
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.json({ status, message });
  };
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const op = matchOperation(req.method, req.originalUrl.split('?')[0] ?? '');
      if (!op) return refuse(res, 404, `There is no operation ${req.method} ${req.path} in the contract`);
      const refused = refusedWrite(req, storeOrigin(req));
      if (refused) return refuse(res, 403, refused);
      const options = sessionFor(req);
      const session = await readSession(req, res, options);
      const own = ownOperations[op.operationId];
      if (own) {
        // An API that cannot be reached, or does not answer in time, is said as the pass-through says it.
        return await own({ req, res, api: api(req, res), session, options, refuse }).catch((error: unknown) => {
          if (res.headersSent) res.destroy();
          else refuse(res, 502, `The API could not be reached (${error instanceof Error ? error.name : 'unknown'})`);
        });
      }
      // The session's token for an operation that takes one; a browser's own header is never trusted
      // over it, and none is sent when there is no session.
      delete req.headers.authorization;
      if ((op.secured || op.optionalAuth) && session.token) req.headers.authorization = `Bearer ${session.token}`;
      // A secured call the API refuses as expired ends the session here too.
      if (op.secured) onUnauthorized(res, () => session.destroy());
      await forward(req, res);
    } catch (error) {
      next(error);
    }
  };
}

/** Runs `then` when the answer about to be sent is a 401 (before its headers go, so the cookie can be cleared). */
function onUnauthorized(res: Response, then: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (res.statusCode === 401 || args[0] === 401) then();
    return writeHead(...args);
  }) as Response['writeHead'];
}

type Own = (c: {
  req: Request;
  res: Response;
  api: ApiClient;
  session: Awaited<ReturnType<typeof readSession>>;
  options: SessionOptions;
  refuse: (res: Response, status: number, message: string) => void;
}) => Promise<void>;

/** The most a session operation's body may hold: an e-mail, a password and a few names. */
const BODY_LIMIT = 16 * 1024;

/**
 * The request's JSON body, or null once the request has been answered as the contract says: 413 for a body
 * over {@link BODY_LIMIT} bytes, 400 for one that is not JSON.
 */
async function jsonBody(c: Parameters<Own>[0]): Promise<unknown> {
  const body = await readLimited(c.req, BODY_LIMIT);
  if (!body) {
    c.refuse(c.res, 413, `The body is larger than ${BODY_LIMIT / 1024} KB`);
    return null;
  }
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    c.refuse(c.res, 400, 'The body must be JSON');
    return null;
  }
}

/**
 * Answers as the API did, once its token is in the session, less the token: the browser is told who signed
 * in and never holds what the API knows them by.
 */
async function signedIn(
  c: Parameters<Own>[0],
  result: { data?: { data: Omit<StoreSession, 'isGuest'> & { isGuest?: boolean } }; error?: unknown; response: globalThis.Response },
) {
  if (!result.data) {
    c.res.status(result.response.status).setHeader('Cache-Control', 'no-store');
    c.res.json(result.error ?? { status: result.response.status, message: 'The sign-in failed' });
    return;
  }
  const user = { ...result.data.data, isGuest: result.data.data.isGuest ?? false };
  await startSession(c.session, c.options, user);
  const { token: _sealed, ...shown } = user;
  c.res.status(200).setHeader('Cache-Control', 'no-store');
  c.res.json({ ...result.data, data: shown });
}

const ownOperations: Partial<Record<OperationInfo['operationId'], Own>> = {
  signIn: async (c) => {
    const body = (await jsonBody(c)) as paths['/api/Authentication/SignIn']['post']['requestBody']['content']['application/json'] | null;
    if (!body) return;
    await signedIn(c, await c.api.POST('/api/Authentication/SignIn', { body }));
  },
  signUp: async (c) => {
    const body = (await jsonBody(c)) as paths['/api/Authentication/SignUp']['post']['requestBody']['content']['application/json'] | null;
    if (!body) return;
    await signedIn(c, await c.api.POST('/api/Authentication/SignUp', { body }));
  },
  guestSignIn: async (c) => {
    const body = (await jsonBody(c)) as
      paths['/api/Authentication/GuestSignIn']['post']['requestBody']['content']['application/json'] | null;
    if (!body) return;
    await signedIn(c, await c.api.POST('/api/Authentication/GuestSignIn', { body }));
  },
  signOut: async (c) => {
    await endSession(c.session, c.api);
    c.res.status(200).setHeader('Cache-Control', 'no-store');
    c.res.json({ success: true, message: 'Signed out.' });
  },
};
