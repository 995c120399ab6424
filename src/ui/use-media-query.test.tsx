import { act, renderHook } from '@testing-library/react';
import { useIsClient } from './use-media-query';

describe('useIsClient', () => {
  it('is false on the first render (as on the server), true from the next task on, and at once for later parts', async () => {
    const first = renderHook(() => useIsClient());
    expect(first.result.current).toBe(false);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(first.result.current).toBe(true);
    const later = renderHook(() => useIsClient());
    expect(later.result.current).toBe(true);
  });
});
