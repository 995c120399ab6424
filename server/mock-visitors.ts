// A mock build's one mock: the mock API runs in the server's process, behind the store's /api, and
// serves the server's renders and the browser's calls alike, so both see one shop. Each visitor (a
// browser, told apart by a cookie of the mock's own) has a shop of their own, as each browser had with
// the service worker's mock: one visitor's scenarios, cart or reset never reach another.
import { randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { MOCK_PAGE_CLOCK_HEADER, MOCK_VISITOR_HEADER } from './mock-headers.ts';
import type { RenderSession } from './render-contract.ts';

export const MOCK_VISITOR_COOKIE = 'bold_mock';
/** What the store's /api passes on to the mock beyond the API's own headers. */
export const MOCK_HEADERS = [MOCK_VISITOR_HEADER, MOCK_PAGE_CLOCK_HEADER];
/** 128 random bits, base64url: what this server makes, and all it accepts back. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
/** As long as a customer's session: a visitor's shop is given up after as long idle (mocks/server.ts). */
const VISITOR_COOKIE_S = 12 * 60 * 60;

/** What the server asks of the mock API it runs (mocks/server.ts). */
export interface MockOfVisitors {
  /** A visitor's shop as the page's address leaves it (`?scenario=`, `?mock-reset`). */
  visit(visitor: string, params: URLSearchParams): { scenarios: string[]; demo: RenderSession | null };
}

/** The visitor a request was given, once {@link mockVisitors} has run. */
export function visitorOf(res: Response): string {
  const visitor: unknown = res.locals.mockVisitor;
  if (typeof visitor !== 'string') throw new Error('mockVisitors() has not run for this request');
  return visitor;
}

/** The mock's headers for the server's own call on a request's behalf (a sign-in): its visitor, and its page's time when it said one. */
export function mockHeadersOf(req: Request, res: Response): Record<string, string> {
  const pageTime = req.headers[MOCK_PAGE_CLOCK_HEADER];
  return { [MOCK_VISITOR_HEADER]: visitorOf(res), ...(typeof pageTime === 'string' ? { [MOCK_PAGE_CLOCK_HEADER]: pageTime } : {}) };
}

/**
 * Names every request's visitor from its cookie, or gives it a new one (set in the answer), and passes it
 * to the mock in {@link MOCK_VISITOR_HEADER}: whatever a browser sends in that header is replaced, so a
 * visitor reaches only the shop their cookie names.
 */
export function mockVisitors(): RequestHandler {
  return (req: Request, res: Response, next) => {
    let visitor = parse(req.headers.cookie ?? '')[MOCK_VISITOR_COOKIE];
    if (visitor === undefined || !VISITOR_ID.test(visitor)) {
      visitor = randomBytes(16).toString('base64url');
      res.append(
        'Set-Cookie',
        serialize(MOCK_VISITOR_COOKIE, visitor, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: req.secure,
          maxAge: VISITOR_COOKIE_S,
        }),
      );
    }
    req.headers[MOCK_VISITOR_HEADER] = visitor;
    res.locals.mockVisitor = visitor;
    next();
  };
}
