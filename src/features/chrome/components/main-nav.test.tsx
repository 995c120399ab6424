import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { renderInStore } from '@/test/render';
import { MainNav } from './main-nav';

describe('the main navigation without script', () => {
  it('is, in the server’s HTML, a link to each menu’s landing page; once the script runs, the button that opens its panel', () => {
    const Stub = createRoutesStub([{ path: '/', Component: MainNav }]);
    const html = renderToString(<Stub />);
    expect(html).toMatch(/<a class="[^"]*top[^"]*" href="\/silver-bullion"[^>]*>Silver(<!-- -->)? <span aria-hidden="true"/);
    expect(html).toMatch(/<a class="[^"]*top[^"]*" href="\/gold-bullion"[^>]*>Gold(<!-- -->)? <span aria-hidden="true"/);
    expect(html).not.toContain('nav-button-silver');
    // The panels' links are there either way (hidden until a panel opens).
    expect(html).toContain('href="/silver/1-oz-silver-coins"');

    renderInStore(<MainNav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Silver' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Silver' })).not.toBeInTheDocument();
  });
});
