import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile, TEST_API } from '@/test/seeded-mock';

// Writing a review on a product page (its real route) when the dealer refuses it, on the one seeded mock,
// signed in as its demo customer: what the shopper is told, and that what they wrote is not lost.
const { mock, signIn, refuses } = seededMockForFile();
// The whole store renders here: on a busy 2-core machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
const maple = mock.db.catalog.find((p) => p.metal === 'Silver' && /Maple Leaf 1 oz$/.test(p.name))!;
beforeEach(() => signIn());

async function writeReview() {
  const user = userEvent.setup();
  renderRoute(`/product/${maple.id}`);
  const form = within(await screen.findByRole('form', { name: 'Write a review' }, { timeout: 10_000 }));
  await user.click(form.getByRole('radio', { name: '4 stars' }));
  await user.type(form.getByRole('textbox', { name: 'Title (optional)' }), 'Bright and crisp');
  await user.type(form.getByRole('textbox', { name: /^Your review/ }), 'Arrived in a sealed tube, no milk spots.');
  await user.click(form.getByRole('button', { name: 'Post review' }));
  return form;
}

describe('a review the dealer refuses', () => {
  it('is told in the dealer’s words, keeps the rating and the words, and is not posted', async () => {
    refuses('Product/AddProductReview');
    const form = await writeReview();
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeInTheDocument();
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Bright and crisp');
    expect(form.getByRole('textbox', { name: /^Your review/ })).toHaveValue('Arrived in a sealed tube, no milk spots.');
    expect(form.getByRole('button', { name: 'Post review' })).not.toHaveAttribute('aria-busy');
    expect(mock.db.state.addedReviews).toEqual([]);
  });

  it('a refusal naming the field puts its reason beside that field, and the rest is kept', async () => {
    // The contract's validation problem: a message, and each field's reasons.
    const problem = { status: 400, message: 'Check your review.', errors: { reviewText: ['Write at least 20 characters.'] } };
    mock.server.use(http.post(`${TEST_API}/api/Product/AddProductReview`, () => HttpResponse.json(problem, { status: 400 })));
    const form = await writeReview();
    expect(await form.findByText('Write at least 20 characters.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Your review/ })).toHaveAccessibleDescription(/Write at least 20 characters\./);
    expect(form.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Bright and crisp');
    expect(mock.db.state.addedReviews).toEqual([]);
  });

  it('posted once the dealer takes it: thanked, the form emptied, and the review kept', async () => {
    const form = await writeReview();
    expect(await screen.findByText('Thanks for your review.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Your review/ })).toHaveValue('');
    expect(mock.db.state.addedReviews).toHaveLength(1);
  });
});
