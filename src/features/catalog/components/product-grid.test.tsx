import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { cardProduct } from './product-card';
import { ProductGrid } from './product-grid';

function Where() {
  const { pathname } = useLocation();
  return <p>Showing {pathname}</p>;
}

/** A card as the grid gets it: what a link needs, and a bar out of stock (a card links either way). */
const bar = cardProduct({
  id: 3105,
  name: '1 oz PAMP Suisse Gold Bar',
  productNameWithHypen: '1-oz-pamp-suisse-gold-bar',
  imagePath: '/images/products/3105.webp',
  stocks: [],
});

function showGrid() {
  render(
    <MemoryRouter initialEntries={['/silver-bullion']}>
      <Routes>
        <Route path="/silver-bullion" element={<ProductGrid products={[bar]} />} />
        <Route path="/product/:id/:slug" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a grid of product cards', () => {
  it('opens a card’s product in the store, by a click or by Enter, with its address as the link’s', async () => {
    showGrid();
    const link = screen.getByRole('link', { name: '1 oz PAMP Suisse Gold Bar' });
    expect(link).toHaveAttribute('href', '/product/3105/1-oz-pamp-suisse-gold-bar');
    await userEvent.click(link);
    expect(screen.getByText('Showing /product/3105/1-oz-pamp-suisse-gold-bar')).toBeInTheDocument();
    cleanup();
    showGrid();
    screen.getByRole('link', { name: '1 oz PAMP Suisse Gold Bar' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Showing /product/3105/1-oz-pamp-suisse-gold-bar')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key to the browser (a new tab), the grid still shown', () => {
    showGrid();
    const prevented: boolean[] = [];
    // After the store's handlers: whether they left the click to the browser, whose following it jsdom cannot do.
    const browser = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    try {
      fireEvent.click(screen.getByRole('link', { name: '1 oz PAMP Suisse Gold Bar' }), { ctrlKey: true });
    } finally {
      window.removeEventListener('click', browser);
    }
    expect(prevented).toEqual([false]);
    expect(screen.getByRole('link', { name: '1 oz PAMP Suisse Gold Bar' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});
