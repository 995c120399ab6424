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
    calls[0]!.fail(new ApiError(500, 'Server error', undefined, 'getNews', 'news'));
    expect(await first).toMatchObject({ error: { status: 500 } });
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

  it('the API’s refusal is an answer the page renders (its 404 as not found, its 500 as an error); an API out of reach is a 503', async () => {
    const shared = new SharedAnswers(60_000);
    const { calls, queryFn } = slowCall();
    const url = '/api/Product/GetProductsByCategory';
    const missing = shared.answer({ queryKey: [url, { slug: 'nope' }], queryFn, staleTime: 1000 }, never);
    const failing = shared.answer({ queryKey: [url, { slug: 'down' }], queryFn, staleTime: 1000 }, never);
    const unreachable = shared.answer({ queryKey: [url, { slug: 'gone' }], queryFn, staleTime: 1000 }, never);
    await tick();
    const notFound = new ApiError(404, 'Not found', undefined, 'getProductsByCategory', url);
    const serverError = new ApiError(500, 'Server error', undefined, 'getProductsByCategory', url);
    calls[0]!.fail(notFound);
    calls[1]!.fail(serverError);
    calls[2]!.fail(new TypeError('fetch failed'));
    expect(await missing).toEqual({ error: notFound });
    expect(await failing).toEqual({ error: serverError });
    const gone = await unreachable;
    expect(gone).toEqual({ error: expect.any(ApiError) });
    expect(gone).toMatchObject({ error: { status: 503, message: 'The API could not be reached.', url } });
  });
});
