import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { tabTo, typeInto } from './keyboard';
import { openStore } from './store';

// The checkout's steps done with the keyboard alone, shared by the checkout journeys and the screen
// reader's (which hears what each of them moves focus to).

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

export async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** From the cart page to the first checkout step, by keyboard. */
export async function checkoutFromCart(page: Page) {
  await openStore(page, '/cart/cart');
  await press(page, page.getByRole('link', { name: 'Proceed to checkout' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
}

export async function fillAddress(page: Page, names: boolean) {
  const form = page.getByRole('group', { name: 'Shipping address' });
  if (names) {
    await typeInto(page, form.getByRole('textbox', { name: 'First name' }), 'Ada');
    await typeInto(page, form.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  }
  await typeInto(page, form.getByRole('textbox', { name: 'Street address' }), '20 W 34th St');
  await typeInto(page, form.getByRole('textbox', { name: 'City' }), 'New York');
  await tabTo(page, form.getByRole('combobox', { name: 'State' }));
  await page.keyboard.type('New York');
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
  await typeInto(page, form.getByRole('textbox', { name: 'Zip code' }), '10001-1234');
  const mobile = form.getByRole('textbox', { name: 'Mobile number' });
  await tabTo(page, mobile);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2125550199');
}

/** Chooses a payment method as a keyboard user does: Tab into the group, arrows to the method. */
export async function choosePayment(page: Page, name: RegExp) {
  const group = page.getByRole('group', { name: 'Payment method' });
  const target = group.getByRole('radio', { name });
  await tabTo(page, group.getByRole('radio').first());
  if ((await group.getByRole('radio').first().getAttribute('value')) === (await target.getAttribute('value')))
    await page.keyboard.press('Space');
  for (let i = 0; i < 5 && !(await target.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
}

/** Delivery with the default (standard) carrier, by keyboard. */
export async function standardDelivery(page: Page) {
  await expect(stepHeading(page, 'Delivery')).toBeFocused();
  await expect(page.getByRole('radio', { name: /^UPS Ground, fully insured/ })).toBeChecked();
  await expectAccessible(page);
  await press(page, page.getByRole('button', { name: 'Continue to payment' }));
  await expect(stepHeading(page, 'Payment')).toBeFocused();
}

export async function payByECheck(page: Page) {
  await choosePayment(page, /^eCheck/);
  const form = page.getByRole('group', { name: 'eCheck details' });
  await typeInto(page, form.getByRole('textbox', { name: 'Routing number' }), '121000358');
  await typeInto(page, form.getByRole('textbox', { name: 'Account number' }), '000123456789');
  await typeInto(page, form.getByRole('textbox', { name: 'Check number' }), '1042');
  await typeInto(page, form.getByRole('textbox', { name: 'ID number' }), 'D1234567');
  await tabTo(page, form.getByRole('combobox', { name: 'ID state' }));
  await page.keyboard.type('New York');
  await expectAccessible(page);
  await press(page, page.getByRole('button', { name: 'Continue to review' }));
  await expect(stepHeading(page, 'Review and place your order')).toBeFocused();
}

/** Ticks the terms (unless they are ticked) and places the order by keyboard; returns the invoice number. */
export async function placeOrder(page: Page): Promise<string> {
  const terms = page.getByRole('checkbox', { name: /I agree to the terms/ });
  if (!(await terms.isChecked())) await press(page, terms, 'Space');
  await press(page, page.getByRole('button', { name: /^Place order \(\$[\d,.]+\)$/ }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const placed = await page.getByRole('heading', { name: /^Order BPM-\d+ is placed$/ }).textContent();
  return /BPM-\d+/.exec(placed ?? '')?.[0] ?? '';
}
