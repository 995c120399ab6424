import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSession } from '@/features/session';
import { seededMockForFile } from '@/test/seeded-mock';
import { useSecondsLeft, useSpotPrices } from './use-spot-prices';

// On the one seeded mock: the spot calls it received are what the countdown asked for. Only the clock's
// interval is faked (the countdown's); the calls and the cache run on real time, and vi.waitFor (which
// keeps real timers) waits for them.
const { mock, signIn } = seededMockForFile();
const asked: URLSearchParams[] = [];
mock.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/Pricing/GetSpotPrices')) asked.push(url.searchParams);
});

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
/** Mounts the header's refresher, and waits for its first answer. */
async function mountRefresher(track?: () => void) {
  const view = renderHook(() => (track?.(), useSpotPrices()), { wrapper });
  await vi.waitFor(() => expect(view.result.current.data).toBeDefined(), { timeout: 5000 });
  return view;
}
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSpotPrices', () => {
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    asked.length = 0;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from 45 and asks the API again every 45 seconds', async () => {
    await mountRefresher();
    const { result } = renderHook(() => ({ secondsLeft: useSecondsLeft() }), { wrapper });
    expect(asked).toHaveLength(1);
    expect(result.current.secondsLeft).toBe(45);
    tick(10_000);
    expect(result.current.secondsLeft).toBe(35);
    expect(asked).toHaveLength(1);
    tick(35_000);
    await vi.waitFor(() => expect(asked).toHaveLength(2), { timeout: 5000 });
    expect(result.current.secondsLeft).toBe(45);
    tick(45_000);
    await vi.waitFor(() => expect(asked).toHaveLength(3), { timeout: 5000 });
  });

  it('renders only what shows the seconds each second, not the component that refreshes', async () => {
    let refresherRenders = 0;
    await mountRefresher(() => (refresherRenders += 1));
    const { result } = renderHook(() => useSecondsLeft(), { wrapper });
    const before = refresherRenders;
    tick(3_000);
    expect(result.current).toBe(42);
    expect(refresherRenders).toBe(before);
  });

  it('starts again from 45 when the header mounts again', async () => {
    const first = await mountRefresher();
    tick(20_000);
    first.unmount();
    await mountRefresher();
    const { result } = renderHook(() => useSecondsLeft(), { wrapper });
    expect(result.current).toBe(45);
    tick(1_000);
    expect(result.current).toBe(44);
  });

  it('asks without a user id for a guest, and with the encoded id for a customer', async () => {
    await mountRefresher();
    expect([...asked[0]!.keys()]).toEqual([]);
    const { customer } = await signIn();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await mountRefresher();
    expect(asked.at(-1)?.get('encodedUserId')).toBe(btoa(String(customer.customerId)));
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it('a spot answer that breaks the contract is a failed call (malformed scenario), never prices to show', async () => {
    mock.setScenarios(['malformed']);
    const view = renderHook(() => useSpotPrices(), { wrapper });
    // The spot call is tried twice (retry: 1, a second apart) before it is a failure.
    await vi.waitFor(() => expect(view.result.current.isError).toBe(true), { timeout: 4000 });
    expect(view.result.current.data).toBeUndefined();
    expect(asked).toHaveLength(2);
  });
});
