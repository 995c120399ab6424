import {
  without,
  GUEST_SESSION_MS,
  issueOneTime,
  recordFailedSignIn,
  RESET_TOKEN_MS,
  revokeSessions,
  SESSION_MS,
  signInPause,
  spendOneTime,
  startSession,
  VERIFY_TOKEN_MS,
} from '../db/sessions';
import { newCustomer, type MockCustomer } from '../db/state';
import type { MockContext, Schemas } from './support';
import {
  bearerToken,
  badRequest,
  EMAIL,
  failure,
  intParam,
  json,
  params,
  readJson,
  secured,
  isStrongPassword,
  PASSWORD_RULE,
  success,
} from './support';
import type { TagResolvers } from './operations';

/** The mock CAPTCHA stand-in answers with tokens of this form; anything else fails verification. */
export const MOCK_CAPTCHA_PREFIX = 'mock-captcha-ok-';

export const PAUSED_MESSAGE = (minutes: number) =>
  `Too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`;

export function authenticationHandlers(ctx: MockContext): TagResolvers<'Authentication'> {
  const { db } = ctx;
  const issue = (c: MockCustomer) => {
    const token = startSession(db.state, c.customerId, db.now(), c.isGuest ? GUEST_SESSION_MS : SESSION_MS);
    ctx.save();
    return json<Schemas['UserResponse']>({ data: { userId: c.customerId, token, firstName: c.firstName, isGuest: c.isGuest } });
  };
  const byEmail = (email: string) => db.state.customers.find((c) => !c.isGuest && c.emailId.toLowerCase() === email.toLowerCase());

  return {
    signIn: async ({ request }) => {
      const body = await readJson<Schemas['SignInRequest']>(request);
      if (!body?.emailId || !body.password) return badRequest('Enter your email and password.');
      const email = body.emailId.trim();
      const pause = signInPause(db.state, email, db.now());
      if (pause > 0) {
        const response = failure(429, PAUSED_MESSAGE(Math.ceil(pause / 60_000)));
        response.headers.set('Retry-After', String(Math.ceil(pause / 1000)));
        return response;
      }
      const c = byEmail(email);
      if (!c || c.password !== body.password) {
        recordFailedSignIn(db.state, email, db.now());
        ctx.save();
        return failure(401, 'The email or password is incorrect.');
      }
      db.state.signInFailures = without(db.state.signInFailures, email.toLowerCase());
      return issue(c);
    },

    signUp: async ({ request }) => {
      const b = await readJson<Schemas['SignUpRequest']>(request);
      const errors: Record<string, string[]> = {};
      if (!b?.firstName || !/^[A-Za-z]+$/.test(b.firstName)) errors.firstName = ['Use letters only.'];
      if (!b?.lastName || !/^[A-Za-z]+$/.test(b.lastName)) errors.lastName = ['Use letters only.'];
      if (!b?.emailId || !EMAIL.test(b.emailId)) errors.emailId = ['Enter a valid email address.'];
      if (!b?.mobNo || !/^\d{10}$/.test(b.mobNo)) errors.mobNo = ['Enter a 10-digit mobile number.'];
      if (!b?.password || !isStrongPassword(b.password)) errors.password = [PASSWORD_RULE];
      if (!b || Object.keys(errors).length) return badRequest('Some fields need attention.', errors);
      if (byEmail(b.emailId)) return failure(409, 'An account with this email already exists.');
      const c = newCustomer(1000 + db.state.nextId++ + db.state.customers.length, {
        firstName: b.firstName,
        lastName: b.lastName,
        emailId: b.emailId,
        password: b.password,
        mobNo: b.mobNo,
      });
      db.state.customers.push(c);
      return issue(c);
    },

    guestSignIn: async ({ request }) => {
      const b = await readJson<Schemas['GuestSignInRequest']>(request);
      if (!b?.emailId || !EMAIL.test(b.emailId)) return badRequest('Enter a valid email address.');
      const c = newCustomer(880000 + db.state.nextId++, {
        firstName: 'Guest',
        lastName: '',
        emailId: b.emailId,
        password: '',
        isGuest: true,
      });
      db.state.customers.push(c);
      return issue(c);
    },

    validateGoogleReCaptcha: ({ request }) => {
      const token = params(request).get('captchaResponse') ?? '';
      if (!token) return badRequest('captchaResponse is required.');
      const ok = token.startsWith(MOCK_CAPTCHA_PREFIX);
      return json<Schemas['CaptchaResult']>({ success: ok, message: ok ? 'CAPTCHA verified.' : 'The CAPTCHA could not be verified.' });
    },

    sendResetPasswordLink: ({ request }) => {
      const email = params(request).get('email') ?? '';
      if (!EMAIL.test(email)) return badRequest('Enter a valid email address.');
      const c = byEmail(email);
      if (c) {
        const token = issueOneTime(db.state.resetTokens, c.customerId, db.now(), RESET_TOKEN_MS);
        // No email leaves the mock: the link a real backend would send is logged for the developer.
        console.info(`[bold:mock-api] password reset link for ${c.emailId}: /reset-password?token=${token}`);
      }
      ctx.save();
      // The same answer whether or not the account exists, so the call cannot be used to find accounts.
      return success('If an account uses this email, a reset link is on its way.');
    },

    resetPassword: async ({ request }) => {
      const b = await readJson<Schemas['ResetPasswordRequest']>(request);
      if (!b) return badRequest('This reset link has expired. Ask for a new one.');
      // A weak password leaves the link usable, so the shopper can try again with a stronger one.
      if (db.state.resetTokens[b.token] && !isStrongPassword(b.password)) return badRequest(PASSWORD_RULE);
      const id = spendOneTime(db.state, 'resetTokens', b.token, db.now());
      ctx.save();
      if (id === null) return badRequest('This reset link has expired. Ask for a new one.');
      const c = db.state.customers.find((x) => x.customerId === id);
      if (c) c.password = b.password;
      // A new password ends every session: whoever had the old one is signed out.
      revokeSessions(db.state, id);
      ctx.save();
      return success('Your password has been changed. Sign in with the new one.');
    },

    sendEmailVerificationLink: secured(ctx, ({ request, customer }) => {
      const email = params(request).get('emailId') ?? '';
      if (email.toLowerCase() !== customer.emailId.toLowerCase()) return badRequest('emailId does not match the signed-in customer.');
      const token = issueOneTime(db.state.verifyTokens, customer.customerId, db.now(), VERIFY_TOKEN_MS);
      console.info(
        `[bold:mock-api] email verification link for ${customer.emailId}: /verify-email?token=${token}&customerId=${customer.customerId}`,
      );
      ctx.save();
      return success(`A verification link is on its way to ${customer.emailId}.`);
    }),

    verifyEmail: ({ request }) => {
      const token = params(request).get('token') ?? '';
      const id = intParam(request, 'customerId');
      const owner = db.state.verifyTokens[token]?.customerId;
      if (!token || id === null || owner !== id) return badRequest('This verification link is not valid.');
      const spent = spendOneTime(db.state, 'verifyTokens', token, db.now());
      ctx.save();
      if (spent === null) return badRequest('This verification link is not valid.');
      const c = db.state.customers.find((x) => x.customerId === id);
      if (c) c.isEmailVerified = true;
      ctx.save();
      return success('Your email is verified.');
    },

    signOut: secured(
      ctx,
      ({ request }) => {
        const token = bearerToken(request);
        if (token) db.state.sessions = without(db.state.sessions, token);
        ctx.save();
        return success('You are signed out.');
      },
      { guests: true },
    ),
  };
}
