import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Part() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

/** A stand-in for the browser's observer: the test says when the element crosses into the margin. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('is false on the server, so the server and the hydrating page render the same', () => {
    expect(renderToString(<Part />)).toContain('waiting');
  });

  it('waits while the element is further than a screen away, and turns true once it comes within one, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Part />);
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('100% 0px');
    expect(observer.observed).toHaveLength(1);
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observer.disconnected).toBe(false);
    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('stops watching when the element goes before it came near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Part />);
    unmount();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
