import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepGuestCart, RENDERED_GUEST_CART_KEY, useGuestCart, type GuestCartLine } from './guest-cart';

const line: GuestCartLine = {
  productId: 2001,
  salesEventId: null,
  source: 'Instock',
  size: null,
  quantity: 2,
  selected: true,
  isActive: true,
};

function CartCount() {
  const lines = useGuestCart();
  return <p>{lines.length} in the cart</p>;
}

/** The browser's renders of the count, as React commits them. */
let renders = 0;
const counted = () => {
  renders += 1;
};

/** Hydrates what the server rendered (with `rendered` as the page's guest cart) and counts the browser's renders. */
async function hydrate(rendered?: readonly GuestCartLine[]) {
  const client = new QueryClient();
  if (rendered) client.setQueryData(RENDERED_GUEST_CART_KEY, rendered);
  const tree = (
    <QueryClientProvider client={client}>
      <Profiler id="cart-count" onRender={counted}>
        <CartCount />
      </Profiler>
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  renders = 0;
  const mismatches: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (e) => mismatches.push(e) });
  });
  const text = container.textContent;
  // Unmounted, so the cart emptied after the test renders nothing outside act.
  act(() => root?.unmount());
  container.remove();
  return { text, mismatches };
}

describe('the guest cart as a page hydrates it', () => {
  afterEach(() => {
    keepGuestCart([]);
    document.cookie = 'consent=; Max-Age=0; Path=/';
  });

  it('a page rendered with no cart, in a browser with other cookies and no cart, hydrates in one render', async () => {
    document.cookie = 'consent=yes; Path=/';
    const { text, mismatches } = await hydrate();
    expect(mismatches).toEqual([]);
    expect(text).toBe('0 in the cart');
    expect(renders).toBe(1);
  });

  it('a page rendered with no cart, in a browser whose cookie holds a line, shows it after hydrating', async () => {
    keepGuestCart([line]);
    const { text, mismatches } = await hydrate();
    expect(mismatches).toEqual([]);
    expect(text).toBe('1 in the cart');
  });

  it('the cart page, rendered with the cookie’s line, hydrates as sent', async () => {
    keepGuestCart([line]);
    const { text, mismatches } = await hydrate([line]);
    expect(mismatches).toEqual([]);
    expect(text).toBe('1 in the cart');
  });
});
