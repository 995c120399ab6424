import { expect, type Page } from '@playwright/test';
import { tabTo } from './keyboard';
import { expectToast, openStore } from './store';

/** On a product page: a quantity and Add to cart, keyboard only. Returns the product's name. */
export async function addWithKeyboard(page: Page, path: string, quantity: string): Promise<string> {
  await openStore(page, path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).not.toHaveText(/^Loading/);
  const name = (await h1.textContent()) ?? '';
  await tabTo(page, page.getByRole('textbox', { name: 'Quantity' }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(quantity);
  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expectToast(page, `Added to your cart: ${quantity} × ${name}`);
  return name;
}

/** The cart page says it is empty in the spec's words: the phone's up to 1024 px wide, the desktop's above (one at a time). */
export async function expectEmptyCart(page: Page): Promise<void> {
  const wide = (page.viewportSize()?.width ?? 1280) > 1024;
  const main = page.getByRole('main');
  await expect(main.getByText(wide ? 'No products in the cart.' : 'No products added in cart', { exact: true })).toBeVisible();
  await expect(main.getByText(wide ? 'No products added in cart' : 'No products in the cart.', { exact: true })).toBeHidden();
}
