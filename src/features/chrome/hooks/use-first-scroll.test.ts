import { act, renderHook } from '@testing-library/react';
import { useFirstScroll } from './use-first-scroll';

/** The page's scroll position as the browser reports it. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

describe('useFirstScroll', () => {
  afterEach(() => scrollTo(0));

  it('is false on a page not yet scrolled, and true from its first scroll', () => {
    scrollTo(0);
    const { result } = renderHook(() => useFirstScroll());
    expect(result.current).toBe(false);
    act(() => {
      scrollTo(1);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });

  it('is true at once on a page the shopper scrolled before the script started (a server-rendered page)', () => {
    scrollTo(400);
    const { result } = renderHook(() => useFirstScroll());
    expect(result.current).toBe(true);
  });

  it('is false on a page at the very top, with no scroll yet', () => {
    scrollTo(0);
    const { result } = renderHook(() => useFirstScroll());
    expect(result.current).toBe(false);
  });
});
