import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CartLine } from '../hooks/cart-line';
import type { Cart } from '../hooks/use-cart';
import { CartLineItem } from './cart-line-item';

const LIMITED: CartLine = {
  productId: 5,
  salesEventId: null,
  source: 'Instock',
  size: null,
  shoppingCartId: 50,
  productName: '2024 Silver Eagle at spot (limit 10)',
  productNameWithHypen: 'silver-eagle-at-spot',
  imagePath: undefined,
  quantity: 2,
  selected: true,
  isActive: true,
  unitCents: 3200,
  ounces: 1,
  stocks: [{ stockCode: 'IS', stockName: 'in stock', stockQty: 50 }],
  purchaseLimit: 10,
};

function setup(line: CartLine, lines: CartLine[] = [line], setQuantity = vi.fn(() => Promise.resolve())) {
  const cart = {
    lines,
    setQuantity,
    isSavingQuantity: () => false,
    setSelected: vi.fn(() => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve(true)),
  } as unknown as Cart;
  const tree = (shown: CartLine) => (
    <MemoryRouter>
      <ul>
        <CartLineItem line={shown} cart={cart} />
      </ul>
    </MemoryRouter>
  );
  const { rerender } = render(tree(line));
  /** The cart answering with this line as it now is. */
  const cartHas = (shown: CartLine) => rerender(tree(shown));
  const field = screen.getByRole('textbox', { name: 'Quantity' });
  const change = async (to: string) => {
    await userEvent.clear(field);
    await userEvent.type(field, to);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  };
  return { setQuantity, field, change, cartHas };
}

// The cart did not know a product's purchase limit, so a line took 11 of a "limit 10" offer
// until the API refused it.
describe('a cart line of a product with a purchase limit', () => {
  it('says the limit beside its quantity before the shopper tries', () => {
    const { field } = setup(LIMITED);
    expect(field).toHaveAccessibleDescription('Limit 10 per order.');
  });

  it('takes 10, and refuses 11 with the limit, keeping what was typed and asking nothing of the API', async () => {
    const { setQuantity, field, change } = setup(LIMITED);
    await change('11');
    expect(field).toHaveAccessibleDescription('Limit 10 per order. This product is limited to 10 per order.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('11');
    expect(setQuantity).not.toHaveBeenCalled();
    await change('10');
    expect(setQuantity).toHaveBeenCalledWith(LIMITED, 10);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  // Two lines of one limited product passed the cart (each within 10, 11 together) and were refused only at checkout.
  it('counts the product’s other lines: beside 6 of another sales event, 4 are taken and 5 refused saying why', async () => {
    const other = { ...LIMITED, salesEventId: 12, shoppingCartId: 51, quantity: 6 };
    const { setQuantity, field, change } = setup(LIMITED, [LIMITED, other]);
    await change('5');
    expect(field).toHaveAccessibleDescription(
      'Limit 10 per order. This product is limited to 10 per order, and 6 are on another line of your cart.',
    );
    expect(setQuantity).not.toHaveBeenCalled();
    await change('4');
    expect(setQuantity).toHaveBeenCalledWith(LIMITED, 4);
  });

  it('a line without a limit says none and is held to its stock only', async () => {
    const { setQuantity, field, change } = setup({ ...LIMITED, purchaseLimit: null });
    expect(field).not.toHaveAccessibleDescription();
    await change('50');
    expect(setQuantity).toHaveBeenCalledWith(expect.objectContaining({ productId: 5 }), 50);
    await change('51');
    expect(field).toHaveAccessibleDescription('Only 50 in stock. Lower the quantity or choose Preorder.');
  });
});

// At sign-in the guest's four merged into the customer's five: the cart held 9 and its totals priced 9,
// while the field still said 5 (it kept the quantity it first showed).
describe('a cart line whose quantity changes elsewhere', () => {
  it('shows the cart’s quantity as it changes: the guest’s lines merged in, a line lowered to its stock', () => {
    const { field, cartHas } = setup({ ...LIMITED, purchaseLimit: null, quantity: 5 });
    expect(field).toHaveValue('5');
    cartHas({ ...LIMITED, purchaseLimit: null, quantity: 9 });
    expect(field).toHaveValue('9');
    cartHas({ ...LIMITED, purchaseLimit: null, quantity: 8 });
    expect(field).toHaveValue('8');
  });

  it('keeps a quantity the shopper typed and has not sent', async () => {
    const { field, cartHas } = setup({ ...LIMITED, quantity: 5 });
    await userEvent.clear(field);
    await userEvent.type(field, '7');
    cartHas({ ...LIMITED, quantity: 9 });
    expect(field).toHaveValue('7');
  });

  it('follows the cart again once what was typed is sent and held', async () => {
    const { field, change, cartHas, setQuantity } = setup({ ...LIMITED, quantity: 5 });
    await change('7');
    expect(setQuantity).toHaveBeenCalledWith(expect.objectContaining({ quantity: 5 }), 7);
    cartHas({ ...LIMITED, quantity: 7 });
    cartHas({ ...LIMITED, quantity: 3 });
    expect(field).toHaveValue('3');
  });

  it('keeps what was typed when the API refuses it, with the message', async () => {
    const { field, change, cartHas } = setup(
      { ...LIMITED, quantity: 5 },
      undefined,
      vi.fn(() => Promise.reject(new Error('down'))),
    );
    await change('7');
    // The optimistic 7 rolled back to 5.
    cartHas({ ...LIMITED, quantity: 5 });
    expect(field).toHaveValue('7');
    expect(field).toHaveAccessibleDescription('Limit 10 per order. The quantity could not be changed. Please try again.');
  });
});

describe('a cart line’s forms, for a page without script', () => {
  it('send the line and what is asked to the cart page: its quantity, or its Delete', () => {
    setup({ ...LIMITED, salesEventId: 7, size: '7' });
    const quantity = screen.getByRole('form', { name: `Quantity of ${LIMITED.productName}` }) as HTMLFormElement;
    expect(quantity).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(quantity))).toEqual({
      form: 'cart-quantity',
      productId: '5',
      source: 'Instock',
      size: '7',
      salesEventId: '7',
      quantity: '2',
    });
    const remove = (screen.getByRole('button', { name: `Delete ${LIMITED.productName}` }) as HTMLButtonElement).form;
    expect(remove).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(remove!))).toEqual({
      form: 'cart-delete',
      productId: '5',
      source: 'Instock',
      size: '7',
      salesEventId: '7',
    });
  });

  it('shows the cart page’s refusal on its line, with what was typed', () => {
    const cart = { lines: [LIMITED], isSavingQuantity: () => false } as unknown as Cart;
    render(
      <MemoryRouter>
        <ul>
          <CartLineItem
            line={LIMITED}
            cart={cart}
            refused={{ form: 'cart-quantity', line: '5|Instock||', error: 'This product is limited to 10 per order.', quantity: '11' }}
          />
        </ul>
      </MemoryRouter>,
    );
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    expect(field).toHaveValue('11');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Limit 10 per order. This product is limited to 10 per order.');
  });
});
