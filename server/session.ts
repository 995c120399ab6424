// The shopper's API session, kept by the store's server in a cookie sealed with its secrets (encrypted
// and signed by iron-session): the browser holds it but no script can read it (HttpOnly), another site's
// page cannot send it with a write (SameSite=Lax, and the /api checks where a write comes from), and any
// number of instances open it with no store of sessions between them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, nodeCookies, type IronSession, type SessionOptions } from 'iron-session';
import type { RenderSession } from './render-contract.ts';

/** What the server keeps of a signed-in customer or a guest at checkout: the API's bearer token (it never leaves the server again) and who it is. */
export type StoreSession = RenderSession;

export const SESSION_COOKIE = 'bold_session';
/** A customer's API session lasts 12 hours, a guest's 2: the cookie is sealed for no longer. */
export const SESSION_TTL_S = 12 * 60 * 60;
export const GUEST_SESSION_TTL_S = 2 * 60 * 60;
/** iron-session's shortest password. */
const MIN_SECRET_LENGTH = 32;

/**
 * The secrets from SESSION_SECRETS: `id:secret` pairs, comma-separated, each secret at least 32
 * characters. The highest id seals new cookies; every one listed opens them. A secret is rotated by
 * adding one with a higher id, then removing the old one once the longest session has ended (12 hours).
 * The ids are part of each seal, so they must never be reused for another secret.
 */
export function sessionPasswords(value: string): Record<string, string> {
  const passwords: Record<string, string> = {};
  for (const entry of value.split(',')) {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at).trim();
    const secret = entry.slice(at + 1).trim();
    if (at === -1 || !/^\d+$/.test(id)) throw new Error('SESSION_SECRETS is id:secret pairs, comma-separated, such as 2:…,1:…');
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The session secret ${id} is shorter than ${MIN_SECRET_LENGTH} characters`);
    if (id in passwords) throw new Error(`The session secret ${id} is given twice`);
    passwords[id] = secret;
  }
  return passwords;
}

/** The cookie's settings: HttpOnly, SameSite=Lax, the whole site, Secure when the store is served over https. */
export function sessionOptions(
  passwords: Record<string, string>,
  options: { secure: boolean; onRefused?: (reason: string) => void },
): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: passwords,
    ttl: SESSION_TTL_S,
    cookieOptions: { httpOnly: true, secure: options.secure, sameSite: 'lax', path: '/' },
    // A cookie that does not open (tampered with, or sealed with a secret no longer listed) is a guest's:
    // said in the log, as a burst of them is someone trying cookies or a rotation gone wrong.
    onUnsealError: (reason: string) => {
      if (reason !== 'expired') options.onRefused?.(`A session cookie was refused (${reason}): the request is a guest's`);
    },
  };
}

/** The request's session: empty for a guest, or for a cookie that does not open. */
export function readSession(req: IncomingMessage, res: ServerResponse, options: SessionOptions): Promise<IronSession<StoreSession>> {
  return getIronSession<StoreSession>(nodeCookies(req, res), options);
}

/** The request's session as a render uses it (its token and who it is), or null for a guest. */
export async function renderSessionOf(req: IncomingMessage, res: ServerResponse, options: SessionOptions): Promise<RenderSession | null> {
  const { token, userId, firstName, isGuest, eCheck } = await readSession(req, res, options);
  return token && userId !== undefined && firstName !== undefined && isGuest !== undefined
    ? { token, userId, firstName, isGuest, ...(eCheck ? { eCheck } : {}) }
    : null;
}

/** Keeps the API's answer to a sign-in in the session, for as long as the API's session lasts. */
export async function startSession(session: IronSession<StoreSession>, options: SessionOptions, user: StoreSession): Promise<void> {
  session.updateConfig({ ...options, ttl: user.isGuest ? GUEST_SESSION_TTL_S : SESSION_TTL_S });
  // A new session: an eCheck sealed for the one before it (another shopper's checkout) is not carried over.
  delete session.eCheck;
  Object.assign(session, user);
  await session.save();
}

/**
 * Seals a checkout's eCheck in the session (null takes it out), sealed again for the session's own length.
 * Only a session may hold one: the order it pays for is placed with the session's token.
 */
export async function keepECheck(session: IronSession<StoreSession>, options: SessionOptions, eCheck: StoreSession['eCheck'] | null) {
  if (!session.token) throw new Error('There is no session to keep an eCheck in');
  session.updateConfig({ ...options, ttl: session.isGuest ? GUEST_SESSION_TTL_S : SESSION_TTL_S });
  if (eCheck) session.eCheck = eCheck;
  else delete session.eCheck;
  await session.save();
}
