import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@/domain/search/keyword';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue with the search debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles 1600 ms after the last keystroke, not before', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, SEARCH_DEBOUNCE_MS), { initialProps: { v: '' } });
    rerender({ v: 's' });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ v: 'si' });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ v: 'sil' });
    act(() => vi.advanceTimersByTime(1599));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('sil');
  });

  it('never settles on intermediate values typed quickly', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ v }) => {
        const d = useDebouncedValue(v, SEARCH_DEBOUNCE_MS);
        seen.push(d);
        return d;
      },
      { initialProps: { v: '' } },
    );
    for (const v of ['g', 'go', 'gol', 'gold']) {
      rerender({ v });
      act(() => vi.advanceTimersByTime(200));
    }
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect([...new Set(seen)]).toEqual(['', 'gold']);
  });
});
