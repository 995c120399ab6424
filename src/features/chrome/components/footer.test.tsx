import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { keepPartsCounted } from '@/test/kept-parts';
import { keepPartsRenderedWith } from '@/ui/kept-part';
import { Footer } from './footer';

describe('the footer', () => {
  afterEach(() => keepPartsRenderedWith(null));

  it('on the server, writes the sections it would render in place, rendering them once for every page', () => {
    const page = (
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    );
    const inPlace = renderToString(page);
    const parts = keepPartsCounted();
    expect(renderToString(page)).toBe(inPlace);
    expect(renderToString(page)).toBe(inPlace);
    // Support, policies, social.
    expect(parts).toHaveLength(3);
  });

  it('opens a store page from its links in the store, and leaves the phone and email links to the browser', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Footer /> },
        { path: '/legals/shipping-insurance', element: <h1>Shipping and insurance</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: /^\+?[\d (]/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    await userEvent.click(screen.getByRole('link', { name: 'Shipping and insurance' }));
    expect(await screen.findByRole('heading', { name: 'Shipping and insurance' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legals/shipping-insurance');
  });
});
