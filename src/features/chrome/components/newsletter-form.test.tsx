import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from '@/api';
import { renderInStore } from '@/test/render';
import { ALREADY_TEXT, NEWSLETTER_OUTAGE_TEXT, NewsletterForm, SUBSCRIBED_TEXT } from './newsletter-form';

const API = 'http://api.bold.test';
const server = setupServer(http.get(`${API}/api/Authentication/ValidateGoogleReCaptcha`, () => HttpResponse.json({ success: true, message: 'ok' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseUrl: API, getToken: () => null, validateResponses: true }));
afterEach(() => server.resetHandlers());

async function subscribe(answer: () => Response) {
  server.use(http.post(`${API}/api/Customer/SubscribeNewsletter`, answer));
  const user = userEvent.setup();
  renderInStore(<NewsletterForm recaptchaSiteKey="" />);
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
  await user.click(screen.getByRole('checkbox', { name: /I am not a robot/ }));
  await user.click(screen.getByRole('button', { name: /Subscribe/ }));
}

describe('the newsletter tells an outage from an existing subscription (trust finding 16)', () => {
  it('says it could not subscribe when the API is down, and keeps the email', async () => {
    await subscribe(() => HttpResponse.json({ status: 500, message: 'The service is temporarily unavailable.' }, { status: 500 }));
    expect(await screen.findByText(NEWSLETTER_OUTAGE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(ALREADY_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  });

  it('says already connected for a 409, as spec 8 says for any other non-200', async () => {
    await subscribe(() => HttpResponse.json({ status: 409, message: ALREADY_TEXT }, { status: 409 }));
    expect(await screen.findByText(ALREADY_TEXT)).toBeInTheDocument();
  });

  it('says connected on success', async () => {
    await subscribe(() => HttpResponse.json({ success: true, message: 'ok' }));
    expect(await screen.findByText(SUBSCRIBED_TEXT)).toBeInTheDocument();
  });

  it('a call that gets no answer at all is ignored, as spec 8 says: no message, the email kept, the button ready again', async () => {
    await subscribe(() => HttpResponse.error());
    // The attempt is over when the CAPTCHA has been reset for another try.
    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: /I am not a robot/ })).not.toBeChecked());
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeEnabled();
    for (const text of [SUBSCRIBED_TEXT, ALREADY_TEXT, NEWSLETTER_OUTAGE_TEXT]) expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  });
});
