import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { CurrentAddress, renderInStore } from '@/test/render';
import { keepPartsCounted } from '@/test/kept-parts';
import { keepPartsRenderedWith } from '@/ui/kept-part';
import { WITH_SCRIPT, WITHOUT_SCRIPT } from '@/ui/script-running';
import { MainNav } from './main-nav';

describe('the main navigation with and without script', () => {
  it('has in the server’s HTML a link to each menu’s landing page for a page without script, and the button for once it runs', () => {
    const Stub = createRoutesStub([{ path: '/', Component: MainNav }]);
    const html = renderToString(<Stub />);
    const link = (href: string, label: string) =>
      new RegExp(`<a class="[^"]*\\b${WITHOUT_SCRIPT}\\b[^"]*" href="${href}"[^>]*>${label}(<!-- -->)? <span aria-hidden="true"`);
    expect(html).toMatch(link('/silver-bullion', 'Silver'));
    expect(html).toMatch(link('/gold-bullion', 'Gold'));
    expect(html).toMatch(
      new RegExp(`<button type="button" id="nav-button-silver" class="[^"]*\\b${WITH_SCRIPT}\\b[^"]*" aria-expanded="false"`),
    );
    // The panels' links are there either way (hidden until a panel opens).
    expect(html).toContain('href="/silver/us-silver-coins"');
  });

  it('has in the server’s HTML each panel’s links as rendered once for the process: the same HTML as rendered in place', () => {
    const Stub = createRoutesStub([{ path: '/', Component: MainNav }]);
    const inPlace = renderToString(<Stub />);
    const panels = keepPartsCounted();
    try {
      expect(renderToString(<Stub />)).toBe(inPlace);
      expect(renderToString(<Stub />)).toBe(inPlace);
    } finally {
      keepPartsRenderedWith(null);
    }
    // The bar, and in it the six mega-menus and the top links with panels, each rendered once for both pages.
    expect(panels).toHaveLength(10);
    expect(panels.join('')).toContain('href="/silver/us-silver-coins"');
  });

  it('marks the top link of the page shown as the current page, in the kept HTML as in place, and no other', () => {
    const at = (path: string) => {
      const Stub = createRoutesStub([{ path: '*', Component: MainNav }]);
      return renderToString(<Stub initialEntries={[path]} />);
    };
    const current = (html: string) => [...html.matchAll(/<a aria-current="page"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const inPlace = { sell: at('/sell-to-us'), under: at('/Sell-To-Us/quote'), home: at('/'), near: at('/sell-to-usx') };
    expect(current(inPlace.sell)).toEqual(['/sell-to-us']);
    expect(current(inPlace.under)).toEqual(['/sell-to-us']);
    expect(current(inPlace.home)).toEqual([]);
    expect(current(inPlace.near)).toEqual([]);
    keepPartsRenderedWith(renderToString);
    try {
      expect(at('/sell-to-us')).toBe(inPlace.sell);
      expect(at('/')).toBe(inPlace.home);
      expect(at('/sell-to-us')).toBe(inPlace.sell);
    } finally {
      keepPartsRenderedWith(null);
    }
  });

  it('opens a top link’s page in the store', async () => {
    renderInStore(
      <>
        <MainNav />
        <CurrentAddress />
      </>,
    );
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Sell To Us' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/sell-to-us');
  });

  it('opens a panel from its button', async () => {
    renderInStore(<MainNav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const silver = within(nav).getByRole('button', { name: 'Silver' });
    expect(silver).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(silver);
    expect(silver).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'US Mint' })).toHaveAttribute('href', '/silver/us-silver-coins');
  });
});
