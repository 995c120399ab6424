import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { RenderTimeProvider, useRenderTime, useTickingTime } from './render-time';

const SERVER = Date.UTC(2026, 10, 18, 15, 0, 30, 500); // Wednesday 15:00:30.5Z
const LATER = Date.UTC(2026, 10, 18, 15, 7, 0);

function Clock() {
  const minute = useRenderTime();
  const second = useTickingTime(1000);
  return (
    <p>
      {minute.toISOString()} {new Date(second).toISOString()}
    </p>
  );
}

describe('the render time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(LATER);
  });
  afterEach(() => vi.useRealTimers());

  it('the server renders with its request’s time, to the minute and to the second', () => {
    const html = renderToString(
      <RenderTimeProvider renderedAt={SERVER}>
        <Clock />
      </RenderTimeProvider>,
    );
    expect(html).toContain('2026-11-18T15:00:00.000Z');
    expect(html).toContain('2026-11-18T15:00:30.000Z');
  });

  it('hydration reads the server’s time (no mismatch), then the client’s clock takes over and ticks', async () => {
    const tree = (
      <RenderTimeProvider renderedAt={SERVER}>
        <Clock />
      </RenderTimeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (e) => mismatches.push(e) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('2026-11-18T15:07:00.000Z 2026-11-18T15:07:00.000Z');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(container.textContent).toContain('15:07:02.000Z');
    container.remove();
  });

  it('a page rendered only in the browser reads the browser’s clock at once', () => {
    render(
      <RenderTimeProvider renderedAt={null}>
        <Clock />
      </RenderTimeProvider>,
    );
    expect(screen.getByText('2026-11-18T15:07:00.000Z 2026-11-18T15:07:00.000Z')).toBeInTheDocument();
  });
});
