import type { MutableState, OneTimeToken } from './state';

export const SESSION_MS = 12 * 60 * 60_000;
export const GUEST_SESSION_MS = 2 * 60 * 60_000;
export const RESET_TOKEN_MS = 30 * 60_000;
export const VERIFY_TOKEN_MS = 24 * 60 * 60_000;
/** Five wrong passwords for an email within 15 minutes pause its sign-in for 15 minutes. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** 128 random bits from the platform's CSPRNG, as 32 hex digits: nothing about the customer or a counter is in it. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The record without one key (the lint rule forbids a dynamic delete). */
export function without<T>(map: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(map).filter(([k]) => k !== key));
}

const live = (record: { expiresAt: string } | undefined, now: Date) =>
  record !== undefined && new Date(record.expiresAt).getTime() > now.getTime();

export function startSession(state: MutableState, customerId: number, now: Date, ms: number): string {
  const token = randomToken();
  state.sessions[token] = { customerId, expiresAt: new Date(now.getTime() + ms).toISOString() };
  return token;
}

/** The customer of a live session token, or null (an expired one is forgotten). */
export function sessionCustomer(state: MutableState, token: string, now: Date): number | null {
  const record = state.sessions[token];
  if (!record) return null;
  if (live(record, now)) return record.customerId;
  state.sessions = without(state.sessions, token);
  return null;
}

/** Ends every session of a customer but the one given (a password change keeps the device that made it). */
export function revokeSessions(state: MutableState, customerId: number, keep: string | null = null): void {
  state.sessions = Object.fromEntries(Object.entries(state.sessions).filter(([token, s]) => s.customerId !== customerId || token === keep));
}

export function issueOneTime(tokens: Record<string, OneTimeToken>, customerId: number, now: Date, ms: number): string {
  const token = randomToken();
  tokens[token] = { customerId, expiresAt: new Date(now.getTime() + ms).toISOString() };
  return token;
}

/** Spends a one-time token: its customer if it is live, and it is gone either way. */
export function spendOneTime(state: MutableState, kind: 'resetTokens' | 'verifyTokens', token: string, now: Date): number | null {
  const record = state[kind][token];
  if (!record) return null;
  state[kind] = without(state[kind], token);
  return live(record, now) ? record.customerId : null;
}

/** Milliseconds until an email may try to sign in again (0 when it may now). */
export function signInPause(state: MutableState, email: string, now: Date): number {
  const recent = (state.signInFailures[email.toLowerCase()] ?? [])
    .map((t) => new Date(t).getTime())
    .filter((t) => now.getTime() - t < SIGN_IN_WINDOW_MS);
  if (recent.length < MAX_FAILED_SIGN_INS) return 0;
  return Math.max(0, (recent.at(-1) ?? 0) + SIGN_IN_WINDOW_MS - now.getTime());
}

export function recordFailedSignIn(state: MutableState, email: string, now: Date): void {
  const key = email.toLowerCase();
  const recent = (state.signInFailures[key] ?? []).filter((t) => now.getTime() - new Date(t).getTime() < SIGN_IN_WINDOW_MS);
  state.signInFailures[key] = [...recent, now.toISOString()].slice(-MAX_FAILED_SIGN_INS);
}
