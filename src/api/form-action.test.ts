import { z } from 'zod';
import { ECHO_MAX, formAction } from './form-action';

const posted = (fields: Record<string, string>) =>
  new Request('https://store.test/company/contact-us', { method: 'POST', body: new URLSearchParams(fields) });

const schema = z.object({ name: z.string().max(100, 'Keep the name under 100 characters.'), message: z.string() });
const send = () => Promise.resolve(true);

type Answer = { data: { values: Record<string, string>; fieldErrors: Record<string, string> }; init: ResponseInit | null };

describe('a form’s route action', () => {
  it('sends back what was typed in a refused field up to the most any field may hold, and no more', async () => {
    const whole = (await formAction(posted({ name: 'n'.repeat(ECHO_MAX), message: 'm' }), schema, send, {
      fields: ['name', 'message'],
    })) as unknown as Answer;
    expect(whole.init?.status).toBe(400);
    expect(whole.data.fieldErrors).toEqual({ name: 'Keep the name under 100 characters.' });
    expect(whole.data.values.name).toHaveLength(ECHO_MAX);
    // A body stuffed to the server's limit (3 MB) is not sent back whole in the page.
    const stuffed = (await formAction(posted({ name: 'n'.repeat(ECHO_MAX + 1), message: 'm'.repeat(2_000_000) }), schema, send, {
      fields: ['name', 'message'],
    })) as unknown as Answer;
    expect(stuffed.data.values.name).toHaveLength(ECHO_MAX);
    expect(stuffed.data.values.message).toHaveLength(ECHO_MAX);
  });

  it('never sends back a secret field', async () => {
    const answer = (await formAction(posted({ name: 'n'.repeat(101), message: 'hunter2' }), schema, send, {
      fields: ['name', 'message'],
      secret: ['message'],
    })) as unknown as Answer;
    expect(answer.data.values).toEqual({ name: 'n'.repeat(101) });
  });
});
