/** The newsletter's answers, to the letter of the spec where it gives them (the footer form and account settings). */
export const SUBSCRIBED_TEXT = 'You are successfully connected to Bold Precious Metal. We will get back to you soon.';
export const ALREADY_TEXT = 'You are already connected to Bold.';
/** A 5xx is an outage, not "already connected" (the spec's text for any non-200): docs/spec-conformance.md. */
export const NEWSLETTER_OUTAGE_TEXT = 'We could not subscribe you just now. Please try again in a moment.';
/** Without script the CAPTCHA the subscription needs cannot run: said in words instead of a send that fails. */
export const NEWSLETTER_NEEDS_SCRIPT_TEXT =
  'Subscribing needs JavaScript, which is off or has not loaded in this browser: the check that you are not a robot runs in it.';

/** What a refused subscription says: an outage as it is, any other answer of the API as already connected. */
export function newsletterRefusal(status: number): string {
  return status >= 500 ? NEWSLETTER_OUTAGE_TEXT : ALREADY_TEXT;
}
