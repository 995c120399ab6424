import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SearchProduct } from '@generated/hooks/model';
import { ProductCard } from './product-card';

const product = (over: Partial<SearchProduct> = {}): SearchProduct => ({
  id: 2001,
  name: '2024 American Silver Eagle 1 oz',
  productNameWithHypen: '2024-american-silver-eagle-1-oz',
  imagePath: '/images/products/2001.webp',
  stocks: [{ stockCode: 'IS', stockName: 'in stock', stockQty: 40 }],
  metal: 'Silver',
  ounces: 1,
  lowestPrice: 36.12,
  premiumOverSpot: 4.5,
  ...over,
});
const show = (p: SearchProduct) =>
  render(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );

describe('a product card', () => {
  it('shows the price per troy ounce and the premium over spot', () => {
    show(product());
    expect(screen.getByText('$36.12 an ounce, $4.50 over spot')).toBeInTheDocument();
  });

  it('divides by the ounces of the piece: a 10 oz bar at $330.00 is $33.00 an ounce; a 1/10 oz coin at $290.40, $2,904.00', () => {
    show(product({ id: 1, ounces: 10, lowestPrice: 330, premiumOverSpot: 14 }));
    expect(screen.getByText('$33.00 an ounce, $14.00 over spot')).toBeInTheDocument();
    show(product({ id: 2, ounces: 0.1, lowestPrice: 290.4, premiumOverSpot: 19.16 }));
    expect(screen.getByText('$2,904.00 an ounce, $19.16 over spot')).toBeInTheDocument();
  });

  it('says nothing per ounce for a product without metal weight, or without a price', () => {
    const { container } = show(product({ ounces: 0, productType: 'Supplies', premiumOverSpot: undefined }));
    expect(container.textContent).not.toMatch(/an ounce|over spot|NaN|Infinity/);
    show(product({ id: 3, lowestPrice: undefined }));
    expect(screen.queryAllByText(/an ounce/)).toHaveLength(0);
  });

  it('says its price with the method it is for, and shows no price when the API gives none', () => {
    show(product());
    expect(screen.getByText('$36.12 each by eCheck or wire')).toBeInTheDocument();
    expect(screen.getByRole('article').textContent).not.toMatch(/\$0\.00/);
    show(product({ id: 3, lowestPrice: undefined }));
    expect(screen.getAllByRole('article')[1]?.textContent).not.toMatch(/As low as|\$0\.00/);
  });

  it('leaves the premium out when the API does not give it', () => {
    show(product({ premiumOverSpot: undefined }));
    expect(screen.getByText('$36.12 an ounce')).toBeInTheDocument();
  });
});
