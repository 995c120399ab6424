import { act, type MouseEventHandler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPartsCounted } from '@/test/kept-parts';
import { KeptPart, keepPartsRenderedWith } from './kept-part';

/** A panel as the header's are: links and text (with the pieces React marks apart), a handler on the div. */
function Panel({
  name = 'panel',
  label = 'Shop silver',
  onPick,
}: {
  name?: string;
  label?: string;
  onPick?: MouseEventHandler<HTMLDivElement>;
}) {
  return (
    <KeptPart keep={name} id={name} className="panel" onClick={onPick}>
      <h2>{label}</h2>
      <ul>
        <li>
          <a href="/silver/new-arrivals">
            New Arrivals <span>New</span>
          </a>
        </li>
        <li>{3} kinds of bars</li>
      </ul>
    </KeptPart>
  );
}

describe('a kept part', () => {
  afterEach(() => keepPartsRenderedWith(null));

  it('in the browser, renders its children in its div as any div would', () => {
    render(<Panel />);
    expect(screen.getByRole('heading', { name: 'Shop silver' }).parentElement).toHaveAttribute('id', 'panel');
    expect(screen.getByRole('link', { name: 'New Arrivals New' })).toHaveAttribute('href', '/silver/new-arrivals');
  });

  it('on the server, writes the HTML its children give in place, rendering them once for every page', () => {
    const inPlace = renderToString(<Panel />);
    const parts = keepPartsCounted();
    expect(renderToString(<Panel />)).toBe(inPlace);
    expect(renderToString(<Panel />)).toBe(inPlace);
    expect(parts).toHaveLength(1);
    // Another part has its own HTML, rendered once too.
    renderToString(<Panel name="other" />);
    renderToString(<Panel name="other" />);
    expect(parts).toHaveLength(2);
  });

  it('stands for the HTML its name was first rendered with: children that change keep another name', () => {
    keepPartsRenderedWith(renderToString);
    renderToString(<Panel label="Shop silver" />);
    expect(renderToString(<Panel label="Shop gold" />)).toContain('Shop silver');
    expect(renderToString(<Panel name="gold" label="Shop gold" />)).toContain('Shop gold');
  });

  it('is hydrated by the browser without a mismatch, and a click inside reaches the div’s handler', async () => {
    keepPartsRenderedWith(renderToString);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Panel />);
    document.body.append(container);
    keepPartsRenderedWith(null);
    const mismatches: unknown[] = [];
    const picks: string[] = [];
    await act(async () => {
      const onPick: MouseEventHandler<HTMLDivElement> = (event) => {
        event.preventDefault();
        picks.push('picked');
      };
      hydrateRoot(container, <Panel onPick={onPick} />, { onRecoverableError: (e) => mismatches.push(e) });
    });
    expect(mismatches).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'New Arrivals New' }));
    expect(picks).toEqual(['picked']);
    container.remove();
  });
});
