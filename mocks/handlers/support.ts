import { HttpResponse } from 'msw';
import { EMAIL_PATTERN, password } from '@/domain/validation/rules';
import type { components } from '@generated/schema';
import type { MockDb } from '../db';
import { sessionCustomer } from '../db/sessions';
import type { MockCustomer } from '../db/state';
import { checkTargets, watchlistItems } from '../db/watchlist';
import type { ScenarioState } from '../scenarios';

export type Schemas = components['schemas'];

/** What every handler works on: the db, the active scenarios, and a save hook (the browser persists state). */
export interface MockContext {
  db: MockDb;
  scenario: ScenarioState;
  save(): void;
}

export const EXPIRED_MESSAGE = 'Your login session has been expired. Please login again using your credentials';

export const json = <T>(body: T, status = 200) => HttpResponse.json(body as never, { status });
export const success = (message = 'Saved.') => json<Schemas['SuccessResponse']>({ success: true, message });
export const failure = (status: number, message: string, errors?: Record<string, string[]>) =>
  json<Schemas['ApiMessage']>({ status, message, ...(errors ? { errors } : {}) }, status);
export const badRequest = (message: string, errors?: Record<string, string[]>) => failure(400, message, errors);
export const notFound = (message: string) => failure(404, message);
export const unauthorized = () => failure(401, EXPIRED_MESSAGE);

export const params = (request: Request) => new URL(request.url).searchParams;

export function intParam(request: Request, name: string): number | null {
  const v = params(request).get(name);
  if (v === null || v.trim() === '' || !/^-?\d+$/.test(v)) return null;
  return Number(v);
}

export async function readJson<T>(request: Request): Promise<T | null> {
  try {
    return (await request.json()) as T;
  } catch {
    return null;
  }
}

export function bearerToken(request: Request): string | null {
  const h = request.headers.get('authorization') ?? '';
  return h.startsWith('Bearer ') ? h.slice(7) : null;
}

/** The customer a live bearer token belongs to; in the signed-in scenario a call without a token is the demo customer. */
export function customerOf(ctx: MockContext, request: Request): MockCustomer | null {
  const token = bearerToken(request);
  const id = token ? sessionCustomer(ctx.db.state, token, ctx.db.now()) : ctx.scenario.active.has('signed-in') ? 1001 : null;
  return ctx.db.state.customers.find((c) => c.customerId === id) ?? null;
}

export const GUEST_FORBIDDEN_MESSAGE = 'Sign in with your account to do this.';
export const forbidden = (message = GUEST_FORBIDDEN_MESSAGE) => failure(403, message);

type Resolver = (args: {
  request: Request;
  customer: MockCustomer;
  params: Record<string, string | readonly string[] | undefined>;
}) => Response | Promise<Response>;

/**
 * Wraps a resolver of a secured operation: 401 without a live token, and 403 for a guest-checkout token
 * unless the operation is part of guest checkout (`{ guests: true }`).
 */
export const secured =
  (ctx: MockContext, resolve: Resolver, options: { guests?: boolean } = {}) =>
  ({ request, params: p }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const customer = customerOf(ctx, request);
    if (!customer) return unauthorized();
    if (customer.isGuest && !options.guests) return forbidden();
    return resolve({ request, customer, params: p });
  };

/** The store’s own rules, so the mock rejects exactly what the forms reject. */
export const EMAIL = EMAIL_PATTERN;
export const PASSWORD_RULE = 'Use 8 or more characters with a lowercase and an uppercase letter, a digit and a special character.';
export const isStrongPassword = (value: string) => password().safeParse(value).success;
export const isPositiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

export function page<T>(items: T[], pageNumber: number, size: number): T[] {
  return items.slice(pageNumber * size, pageNumber * size + size);
}

/** The customer's watchlist, after the price alerts that have come due have gone to the inbox. */
export function watchlistAnswer(ctx: MockContext, customerId: number): Response {
  if (checkTargets(ctx.db, customerId)) ctx.save();
  return json<Schemas['WatchlistList']>({ data: watchlistItems(ctx.db, customerId) });
}
