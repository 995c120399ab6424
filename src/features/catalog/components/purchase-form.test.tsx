import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ProductDetailData } from '@generated/hooks/model';
import { keepGuestCart } from '@/features/session';
import { createMockApi } from '../../../../mocks/create-mock-api';
import { callMock } from '../../../../tests/contract/support/mock-client';
import { PurchaseForm } from './purchase-form';

/** A product as the seeded mock's GetProductDetails gives it: at spot (limit 10), or one without a limit. */
async function productFrom(pick: 'limited' | 'unlimited'): Promise<ProductDetailData> {
  const api = createMockApi({ now: () => new Date('2026-11-18T15:30:00Z') });
  const p = api.db.catalog.find(
    (x) =>
      x.atSpot === (pick === 'limited') &&
      x.productType !== 'Supplies' &&
      !x.jewelry &&
      x.stock.length === 1 &&
      x.stock[0]!.stockName === 'in stock' &&
      x.stock[0]!.qty > 20,
  )!;
  const answer = await callMock(api, 'GET', '/api/Product/GetProductDetails', { query: { productId: p.id } });
  return (answer.body as { data: ProductDetailData }).data;
}

const show = (product: ProductDetailData) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PurchaseForm product={product} refused={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the figures beside the price table', () => {
  it('says the price per troy ounce and the premium over spot with the method they are for, as the mock priced them', async () => {
    const product = await productFrom('limited');
    const tier = product.stocks[0]!.floorWithPrices![0]!;
    const ounces = product.ounces!;
    const perOunce = Math.round((tier.discountPrice * 100) / ounces) / 100;
    const premium = Math.round(tier.discountPrice * 100 - Math.round(tier.askPrice! * ounces * 100)) / 100;
    const usd = (n: number) =>
      `${n < 0 ? '−' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    show(product);
    expect(screen.getByText(/^Price per troy ounce:/)).toHaveTextContent(`Price per troy ounce: ${usd(perOunce)} by eCheck or wire`);
    expect(screen.getByText(/^Premium over spot:/)).toHaveTextContent(`Premium over spot: ${usd(premium)} a unit by eCheck or wire`);
  });
});

describe('the purchase form of a product with a purchase limit', () => {
  it('says the limit by the quantity before the shopper tries, and refuses 11 saying it, keeping what was typed', async () => {
    const product = await productFrom('limited');
    expect(product.purchaseLimit).toBe(10);
    show(product);
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    expect(quantity).toHaveAccessibleDescription('Limit 10 per order.');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(quantity).toHaveAccessibleDescription(/This product is limited to 10 per order\./);
    expect(quantity).toHaveValue('11');
  });

  // Two lines of one limited product (6 in stock and 5 on preorder) passed the cart and were refused only at checkout.
  it('counts the product’s other lines in a guest’s cart: with 6 in stock, 5 on preorder are refused saying so, 4 are not', async () => {
    const product = await productFrom('limited');
    const inStock = product.stocks[0]!;
    // The offer sold on preorder too (first, so it is the option chosen).
    const limited = { ...product, stocks: [{ ...inStock, stockCode: 'PRE', stockName: 'preorder' as const }, inStock] };
    keepGuestCart([
      { productId: product.id, salesEventId: null, source: 'Instock', size: null, quantity: 6, selected: true, isActive: true },
    ]);
    show(limited);
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(quantity).toHaveAccessibleDescription(/This product is limited to 10 per order\. You already have 6 in your cart\./);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says nothing of a limit for a product without one', async () => {
    show(await productFrom('unlimited'));
    expect(screen.queryByText(/per order/)).toBeNull();
  });
});
