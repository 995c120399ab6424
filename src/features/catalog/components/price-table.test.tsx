import { render, screen } from '@testing-library/react';
import type { PriceTier } from '@generated/hooks/model';
import { cellNames, pricesWithoutMethod, shownText } from '@/test/spoken';
import { PriceTable } from './price-table';

const tiers: PriceTier[] = [
  { floorMin: 1, floorMax: 19, price: 35.6, discountPrice: 35.6 },
  { floorMin: 20, floorMax: null, price: 34.99, discountPrice: 34.99 },
];

describe('the price table of a product', () => {
  it('says each price with its unit and method, and the row of the quantity chosen', () => {
    render(<PriceTable tiers={tiers} source="Instock" quantity={20} />);
    const table = screen.getByRole('table', { name: 'Price per unit by quantity' });
    expect(pricesWithoutMethod(table)).toEqual([]);
    expect(cellNames(table)).toEqual([
      '$35.60 each by eCheck or wire',
      '$37.10 each by card or PayPal',
      '$34.99 each by eCheck or wire',
      '$36.46 each by card or PayPal',
    ]);
    expect(screen.getByRole('rowheader', { name: /^20\+ ?\(your quantity\)$/ })).toBeInTheDocument();
  });

  it('shows a sighted shopper the figures alone, the method being in the column header', () => {
    render(<PriceTable tiers={tiers} source="Instock" quantity={1} />);
    expect(screen.getAllByRole('cell').map(shownText)).toEqual(['$35.60', '$37.10', '$34.99', '$36.46']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Quantity', 'eCheck / Wire', 'Card / PayPal']);
  });
});
