import { act, renderHook } from '@testing-library/react';
import { useSecondsLeft, useSpotPrices } from './use-spot-prices';

const refetch = vi.fn(() => Promise.resolve());
const calls: unknown[] = [];
vi.mock('@generated/hooks/pricing/pricing', () => ({
  useGetSpotPrices: (params: unknown) => {
    calls.push(params);
    return { data: undefined, isError: false, refetch };
  },
}));

describe('useSpotPrices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    refetch.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from 45 and refreshes every 45 seconds', () => {
    renderHook(() => useSpotPrices());
    const { result } = renderHook(() => ({ secondsLeft: useSecondsLeft() }));
    expect(result.current.secondsLeft).toBe(45);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(35);
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(35_000));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBe(45);
    act(() => vi.advanceTimersByTime(45_000));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('renders only what shows the seconds each second, not the component that refreshes', () => {
    let refresherRenders = 0;
    renderHook(() => {
      refresherRenders += 1;
      return useSpotPrices();
    });
    const { result } = renderHook(() => useSecondsLeft());
    const before = refresherRenders;
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(42);
    expect(refresherRenders).toBe(before);
  });

  it('starts again from 45 when the header mounts again', () => {
    const first = renderHook(() => useSpotPrices());
    act(() => vi.advanceTimersByTime(20_000));
    first.unmount();
    renderHook(() => useSpotPrices());
    const { result } = renderHook(() => useSecondsLeft());
    expect(result.current).toBe(45);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(44);
  });

  it('asks without a user id for a guest', () => {
    renderHook(() => useSpotPrices());
    expect(calls.at(-1)).toEqual({});
  });
});
