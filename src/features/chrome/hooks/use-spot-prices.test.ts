import { act, renderHook } from '@testing-library/react';
import { useSpotPrices } from './use-spot-prices';

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

  it('counts down from 45 in state and refreshes every 45 seconds', () => {
    const { result } = renderHook(() => useSpotPrices());
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

  it('asks without a user id for a guest', () => {
    renderHook(() => useSpotPrices());
    expect(calls.at(-1)).toEqual({});
  });
});
