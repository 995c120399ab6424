// @vitest-environment node
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { renderToBytes } from './render-to-bytes.server';

const text = async (node: ReactNode) => new TextDecoder().decode(await renderToBytes(node));

function Thrown(): ReactNode {
  throw new Error('no data');
}

describe('renderToBytes', () => {
  it('renders the bytes renderToString renders, text past Latin-1 included', async () => {
    const page = (
      <main>
        <h1>Gold’s spot ▲ 1.2%…</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <ul>
            {['1 oz', '10 oz', '1 kg'].map((size) => (
              <li key={size}>{`Silver bar, ${size} — “.999”`}</li>
            ))}
          </ul>
        </Suspense>
      </main>
    );
    expect(await text(page)).toBe(renderToString(page));
  });

  it('keeps every part in its place however large the page: no inline script puts one there later', async () => {
    const rows = (what: string) => (
      <ul>
        {Array.from({ length: 800 }, (_, i) => (
          <li key={i}>{`${what} ${i}, one ounce of fine silver`}</li>
        ))}
      </ul>
    );
    const html = await text(
      <main>
        {rows('Bar')}
        <Suspense fallback={<p>Loading coins…</p>}>{rows('Coin')}</Suspense>
        <Suspense fallback={<p>Loading rounds…</p>}>{rows('Round')}</Suspense>
      </main>,
    );
    // React's stream sends a finished part apart, with a script to put it in place, past 12,800 bytes.
    expect(html.length).toBeGreaterThan(12_800 * 4);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('Loading');
    expect(html).toContain('Coin 799, one ounce of fine silver</li></ul><!--/$--><!--$--><ul><li>Round 0,');
  });

  it('leaves a part that waits to the browser and sends the page at once, as renderToString does', async () => {
    const Waiting = lazy(() => new Promise<{ default: () => ReactNode }>(() => undefined));
    const page = (
      <main>
        <h1>Cart</h1>
        <Suspense fallback={<p>Loading the chat…</p>}>
          <Waiting />
        </Suspense>
      </main>
    );
    const html = await text(page);
    expect(html).toMatch(/^<main><h1>Cart<\/h1><!--\$!--><template[^>]*><\/template><p>Loading the chat…<\/p><!--\/\$--><\/main>$/);
    expect(html).toContain('Loading the chat…');
    expect(html).not.toContain('<script');
  });

  it('renders the fallback of a part that throws, for the browser to render again; a shell that throws rejects', async () => {
    const html = await text(
      <Suspense fallback={<p>We could not load this part.</p>}>
        <Thrown />
      </Suspense>,
    );
    expect(html).toContain('We could not load this part.');
    await expect(renderToBytes(<Thrown />)).rejects.toThrow('no data');
  });
});
