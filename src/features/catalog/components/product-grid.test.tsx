import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { cardProduct } from './product-card';
import { ProductGrid } from './product-grid';

function Where() {
  const { pathname } = useLocation();
  return <p>Showing {pathname}</p>;
}

const eagle = cardProduct({
  id: 2001,
  name: '2024 American Silver Eagle 1 oz',
  productNameWithHypen: '2024-american-silver-eagle-1-oz',
  imagePath: '/images/products/2001.webp',
  stocks: [{ stockCode: 'IS', stockName: 'in stock', stockQty: 40 }],
  metal: 'Silver',
  ounces: 1,
  lowestPrice: 36.12,
});

function showGrid() {
  render(
    <MemoryRouter initialEntries={['/silver-bullion']}>
      <Routes>
        <Route path="/silver-bullion" element={<ProductGrid products={[eagle]} />} />
        <Route path="/product/:id/:slug" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a grid of product cards', () => {
  it('opens a card’s product in the store, by a click or by Enter, with its address as the link’s', async () => {
    showGrid();
    const link = screen.getByRole('link', { name: '2024 American Silver Eagle 1 oz' });
    expect(link).toHaveAttribute('href', '/product/2001/2024-american-silver-eagle-1-oz');
    await userEvent.click(link);
    expect(screen.getByText('Showing /product/2001/2024-american-silver-eagle-1-oz')).toBeInTheDocument();
    cleanup();
    showGrid();
    screen.getByRole('link', { name: '2024 American Silver Eagle 1 oz' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Showing /product/2001/2024-american-silver-eagle-1-oz')).toBeInTheDocument();
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
      fireEvent.click(screen.getByRole('link', { name: '2024 American Silver Eagle 1 oz' }), { ctrlKey: true });
    } finally {
      window.removeEventListener('click', browser);
    }
    expect(prevented).toEqual([false]);
    expect(screen.getByRole('link', { name: '2024 American Silver Eagle 1 oz' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});
