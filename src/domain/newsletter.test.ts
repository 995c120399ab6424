import { ALREADY_TEXT, NEWSLETTER_OUTAGE_TEXT, newsletterRefusal, SUBSCRIBED_TEXT } from './newsletter';

describe('what a refused newsletter subscription says', () => {
  it("says the spec's already-connected text for any refusal the API means (up to 499)", () => {
    expect(newsletterRefusal(409)).toBe('You are already connected to Bold.');
    expect(newsletterRefusal(400)).toBe(ALREADY_TEXT);
    expect(newsletterRefusal(499)).toBe(ALREADY_TEXT);
  });

  it('says an outage as one from 500 on, never as already connected', () => {
    expect(newsletterRefusal(500)).toBe('We could not subscribe you just now. Please try again in a moment.');
    expect(newsletterRefusal(503)).toBe(NEWSLETTER_OUTAGE_TEXT);
  });

  it("keeps the spec's success text to the letter", () => {
    expect(SUBSCRIBED_TEXT).toBe('You are successfully connected to Bold Precious Metal. We will get back to you soon.');
  });
});
