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
