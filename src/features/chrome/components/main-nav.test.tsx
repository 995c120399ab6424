import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { renderInStore } from '@/test/render';
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
    const panels: string[] = [];
    keepPartsRenderedWith((node) => {
      const html = renderToString(node);
      panels.push(html);
      return html;
    });
    try {
      expect(renderToString(<Stub />)).toBe(inPlace);
      expect(renderToString(<Stub />)).toBe(inPlace);
    } finally {
      keepPartsRenderedWith(null);
    }
    // The six mega-menus and the top links with panels, each rendered once for both pages.
    expect(panels).toHaveLength(9);
    expect(panels.join('')).toContain('href="/silver/us-silver-coins"');
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
