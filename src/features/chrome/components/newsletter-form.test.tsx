import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderInStore } from '@/test/render';
import { TEST_API, seededMockForFile } from '@/test/seeded-mock';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { ALREADY_TEXT, NEWSLETTER_NEEDS_SCRIPT_TEXT, NEWSLETTER_OUTAGE_TEXT, SUBSCRIBED_TEXT } from '@/domain/newsletter';
import { WITHOUT_SCRIPT } from '@/ui/script-running';
import { NewsletterForm } from './newsletter-form';

// On the one seeded mock: its CAPTCHA check, its subscriber list (already@boldbullion.test is on it).
const { mock } = seededMockForFile();

async function subscribe(email: string) {
  const user = userEvent.setup();
  renderInStore(<NewsletterForm recaptchaSiteKey="" />);
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('checkbox', { name: /I am not a robot/ }));
  await user.click(screen.getByRole('button', { name: /Subscribe/ }));
}

describe('the newsletter tells an outage from an existing subscription (trust finding 16)', () => {
  it('says it could not subscribe when the API is down, and keeps the email', async () => {
    // Only the subscription fails (the CAPTCHA check before it answers), which no scenario does alone.
    mock.server.use(
      http.post(`${TEST_API}/api/Customer/SubscribeNewsletter`, () =>
        HttpResponse.json({ status: 500, message: 'The service is temporarily unavailable.' }, { status: 500 }),
      ),
    );
    await subscribe('ada@example.com');
    expect(await screen.findByText(NEWSLETTER_OUTAGE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(ALREADY_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
    expect(mock.db.state.subscribers).not.toContain('ada@example.com');
  });

  it('says already connected for a 409 (an address on the list), as for any other non-200 answer', async () => {
    await subscribe('already@boldbullion.test');
    expect(await screen.findByText(ALREADY_TEXT)).toBeInTheDocument();
  });

  it('says connected on success, and the address is on the list', async () => {
    await subscribe('grace@example.com');
    expect(await screen.findByText(SUBSCRIBED_TEXT)).toBeInTheDocument();
    expect(mock.db.state.subscribers).toContain('grace@example.com');
  });

  it('a call that gets no answer at all is ignored: no message, the email kept, the button ready again', async () => {
    // No answer at all is what the mock never gives: the network fails.
    mock.server.use(http.post(`${TEST_API}/api/Customer/SubscribeNewsletter`, () => HttpResponse.error()));
    await subscribe('ada@example.com');
    // The attempt is over when the CAPTCHA has been reset for another try.
    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: /I am not a robot/ })).not.toBeChecked(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeEnabled();
    for (const text of [SUBSCRIBED_TEXT, ALREADY_TEXT, NEWSLETTER_OUTAGE_TEXT]) expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  });
});

describe('the newsletter without script', () => {
  it('says, for a page without script, that subscribing needs JavaScript (hidden once the script runs it)', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <NewsletterForm recaptchaSiteKey="" />
      </QueryClientProvider>,
    );
    expect(html).toContain(` ${WITHOUT_SCRIPT}">${NEWSLETTER_NEEDS_SCRIPT_TEXT}</p>`);
  });
});
