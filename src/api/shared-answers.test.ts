import { ApiError } from './api-error';
import { NO_ANSWER, SharedAnswers } from './shared-answers';

/** A call that counts itself and answers when told to, noting whether its caller aborted it. */
function slowCall() {
  const calls: { signal: AbortSignal; answer: (v: unknown) => void; fail: (e: Error) => void }[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise((answer, fail) => {
      calls.push({ signal, answer, fail });
    });
  return { calls, queryFn };
}
const never = new Promise<void>(() => undefined);
/** A page's budget that runs out when the test says. */
function pageBudget(): { stopped: Promise<void>; runOut: () => void } {
  let runOut = () => {};
  const stopped = new Promise<void>((resolve) => {
    runOut = resolve;
  });
  return { stopped, runOut };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the answers the server shares between pages', () => {
  it('pages asking for the same answer at once wait for one call, and the next page within the window asks none', async () => {
    const shared = new SharedAnswers(60_000);
    const { calls, queryFn } = slowCall();
    const query = { queryKey: ['/api/Pricing/GetSpotPrices', {}], queryFn, staleTime: 45_000 };
    const a = shared.answer(query, never);
    const b = shared.answer(query, never);
    await tick();
    expect(calls).toHaveLength(1);
    calls[0]!.answer({ goldAsk: 4000 });
    expect(await a).toMatchObject({ data: { goldAsk: 4000 } });
    expect(await b).toMatchObject({ data: { goldAsk: 4000 } });
    expect(await shared.answer(query, never)).toMatchObject({ data: { goldAsk: 4000 } });
    expect(calls).toHaveLength(1);
  });

  it('keeps an answer no longer than the window, nor than its query keeps it fresh; a query with no freshness is never shared', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const shared = new SharedAnswers(5_000);
      const { calls, queryFn } = slowCall();
      const spot = { queryKey: ['spot'], queryFn, staleTime: 45_000 };
      const first = shared.answer(spot, never);
      await tick();
      calls[0]!.answer(1);
      await first;
      vi.setSystemTime(Date.now() + 4_999);
      await shared.answer(spot, never);
      expect(calls).toHaveLength(1);
      vi.setSystemTime(Date.now() + 2);
      void shared.answer(spot, never);
      await tick();
      expect(calls).toHaveLength(2);

      const featured = { queryKey: ['featured'], queryFn, staleTime: 0 };
      const one = shared.answer(featured, never);
      await tick();
      calls[2]!.answer('a');
      await one;
      void shared.answer(featured, never);
      await tick();
      expect(calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no failed answer: the next page asks again', async () => {
    const shared = new SharedAnswers(60_000);
    const { calls, queryFn } = slowCall();
    const query = { queryKey: ['news'], queryFn, staleTime: 600_000 };
    const first = shared.answer(query, never);
    await tick();
    calls[0]!.fail(new Error('500'));
    expect(await first).toBe(NO_ANSWER);
    const second = shared.answer(query, never);
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]!.answer('news');
    expect(await second).toMatchObject({ data: 'news' });
  });

  it('a page whose budget runs out stops waiting; the call is aborted only when no other page still waits for it', async () => {
    const shared = new SharedAnswers(60_000);
    const { calls, queryFn } = slowCall();
    const query = { queryKey: ['rails'], queryFn, staleTime: 60_000 };
    const budgetA = pageBudget();
    const budgetB = pageBudget();
    const a = shared.answer(query, budgetA.stopped);
    const b = shared.answer(query, budgetB.stopped);
    await tick();
    budgetA.runOut();
    expect(await a).toBe(NO_ANSWER);
    expect(calls[0]!.signal.aborted).toBe(false);
    budgetB.runOut();
    expect(await b).toBe(NO_ANSWER);
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('the API’s 404 is an answer a page renders as not found; any other failure is no answer', async () => {
    const shared = new SharedAnswers(60_000);
    const { calls, queryFn } = slowCall();
    const missing = shared.answer({ queryKey: ['/api/Product/GetProductsByCategory', { slug: 'nope' }], queryFn, staleTime: 1000 }, never);
    const failing = shared.answer({ queryKey: ['/api/Product/GetProductsByCategory', { slug: 'down' }], queryFn, staleTime: 1000 }, never);
    await tick();
    const notFound = new ApiError(404, 'Not found', undefined, 'getProductsByCategory', '/api/Product/GetProductsByCategory');
    calls[0]!.fail(notFound);
    calls[1]!.fail(new ApiError(500, 'Server error', undefined, 'getProductsByCategory', '/api/Product/GetProductsByCategory'));
    expect(await missing).toEqual({ notFound });
    expect(await failing).toBe(NO_ANSWER);
  });
});
