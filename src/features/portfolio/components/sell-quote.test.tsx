import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PortfolioProduct } from '@generated/hooks/model';
import { SellQuote } from './sell-quote';

// A 100 oz silver bar at a $30.00 bid: ten of them are the 1,000 oz at which a sale of silver bars is reported.
const bar: PortfolioProduct = {
  productId: 7,
  productName: 'Silver Bar 100 oz',
  metal: 'Silver',
  quantity: 12,
  ounces: 1200,
  investment: 36_000,
  currentValue: 36_000,
};
const show = (quantity: number | null) =>
  render(
    <MemoryRouter>
      <SellQuote
        products={[bar]}
        choices={quantity === null ? {} : { 7: { selected: true, quantity } }}
        bidPerOunce={(metal) => (metal === 'Silver' ? 30 : null)}
      />
    </MemoryRouter>,
  );

describe('the sell quote, as a screen reader hears it', () => {
  it('says nothing before a holding is ticked, and keeps its status in the page for the first tick', () => {
    show(null);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says the sum at our bid and that 999 oz of silver bars is not reported', () => {
    show(9.99);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sell quote: 1 holding, $29,970.00 at our bid. This sale does not reach a 1099-B reporting threshold.',
    );
  });

  it('says when 1,000 oz of silver bars reaches the threshold, with the rule and the amount', () => {
    show(10);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sell quote: 1 holding, $30,000.00 at our bid. This sale reaches a 1099-B reporting threshold: Silver bars of 1,000 oz or more, you are selling 1000 oz.',
    );
  });
});
