import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { signInWithKeyboard, tabTo } from './support/keyboard';
import { addWithKeyboard, expectEmptyCart } from './support/cart';
import { expectToast, openStore, SAME_AT_EVERY_WIDTH, shownTexts } from './support/store';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });

test.describe('cart, keyboard only', () => {
  test('a guest adds two products, reloads, opens the drawer, changes a quantity, removes the selected line and deletes the last', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const first = await addWithKeyboard(page, '/product/2001/any', '2');
    const second = await addWithKeyboard(page, '/product/3001/any', '1');
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

    // The drawer: opened from the keyboard, lists both, passes axe, closes with Escape.
    await tabTo(page, cartButton(page));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('region', { name: 'Cart', exact: true });
    await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: first })).toBeVisible();
    await expect(drawer.getByRole('link', { name: second })).toBeVisible();
    const scrollHeight = await drawer.getByRole('list', { name: 'Cart items' }).evaluate((el) => getComputedStyle(el).maxHeight);
    expect(scrollHeight).toBe('295px');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, drawer.getByRole('link', { name: 'View cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (3 items)');
    await expect(drawer).toBeHidden();

    const lines = page.getByRole('list', { name: 'Items in your cart' });
    const firstLine = lines.getByRole('listitem').filter({ hasText: first });
    const qty = firstLine.getByRole('textbox', { name: 'Quantity' });
    await tabTo(page, qty);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect(firstLine.getByText('Enter a whole number of 1 or more.')).toBeVisible();
    await expect(qty).toHaveAttribute('aria-invalid', 'true');
    await expect(qty).toHaveValue('0');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (6 items)');

    // Selection: "Remove selected items" removes only the selected lines (spec 4), the others stay.
    const secondLine = lines.getByRole('listitem').filter({ hasText: second });
    const removeSelected = page.getByRole('button', { name: /^Remove selected items/ });
    await expect(removeSelected).toHaveText('Remove selected items (2)');
    const pick = secondLine.getByRole('checkbox', { name: `Select ${second}` });
    await tabTo(page, pick);
    await page.keyboard.press('Space');
    await expect(pick).not.toBeChecked();
    await expect(removeSelected).toHaveText('Remove selected items (1)');
    await tabTo(page, removeSelected);
    await page.keyboard.press('Enter');
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByRole('link', { name: second })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (1 item)');
    await expect(page.getByText('Select the items you want to buy to check out.')).toBeVisible();
    await expect(removeSelected).toBeDisabled();

    await tabTo(page, page.getByRole('button', { name: `Delete ${second}` }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'Product deleted successfully');
    await expectEmptyCart(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await expectAccessible(page);
  });

  test('signing in merges the guest lines into the customer cart; a coupon discounts the total', async ({ page }) => {
    test.setTimeout(180_000);
    const name = await addWithKeyboard(page, '/product/2001/any', '4');
    await openStore(page, '/cart/cart');
    const coupon = page.getByRole('region', { name: 'Coupon' });
    await coupon.getByRole('link', { name: 'Sign in' }).click();
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    await expect(page).toHaveURL(/\/cart\/cart$/);
    // The demo customer's server cart already held five of these (the seed's first line): the guest's four
    // merge into it, once. The cart shows the customer's five first, until the merge answers.
    const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: name });
    await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('9');
    // The customer's other two seeded lines (one at the second tier) are still there.
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(3);

    const totals = page.getByRole('table', { name: 'Totals by payment method' });
    await expect(totals.getByRole('columnheader')).toHaveText(['Charge', 'eCheck / Wire', 'Card / PayPal']);
    const field = coupon.getByRole('textbox', { name: 'Coupon code' });
    await tabTo(page, field);
    await page.keyboard.type('NOSUCHCODE');
    await page.keyboard.press('Enter');
    await expect(coupon.getByText('The coupon code NOSUCHCODE is not valid.')).toBeVisible();
    await expect(field).toHaveValue('NOSUCHCODE');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('SUMMER25');
    await page.keyboard.press('Enter');
    await expect(coupon.getByText(/This coupon expired on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('SILVER10');
    await page.keyboard.press('Enter');
    await expect(totals.getByRole('row', { name: /Coupon SILVER10/ })).toBeVisible();
    // Each column adds up: items less the coupon's $10.00, plus shipping and tax, is the total shown.
    const cents = async (row: string) =>
      (await shownTexts(totals.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell'))).map((t) =>
        /^(Free|—)$/.test(t) ? 0 : Math.round(Number(t.replace(/[^\d.]/g, '')) * 100),
      );
    const [items, off, shipping, tax, total] = [
      await cents('Items'),
      await cents('Coupon SILVER10'),
      await cents('Shipping'),
      await cents('Estimated tax'),
      await cents('Total'),
    ];
    expect(off).toEqual([1000, 1000]);
    for (const column of [0, 1]) {
      expect(total[column], `column ${column}`).toBe(items[column]! - off[column]! + shipping[column]! + tax[column]!);
    }
    // A percent coupon replaces it and is worked out on each column's own prices; EAGLE5 covers American
    // Silver Eagles, which every line of this cart is.
    for (const [code, percent] of [
      ['GOLD2', 2],
      ['EAGLE5', 5],
    ] as const) {
      await tabTo(page, field);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await expect(totals.getByRole('row', { name: new RegExp(`Coupon ${code}`) })).toBeVisible();
      await expect(totals.getByRole('row', { name: /Coupon SILVER10/ })).toHaveCount(0);
      const [now, cut, ship, taxed, sum] = [
        await cents('Items'),
        await cents(`Coupon ${code}`),
        await cents('Shipping'),
        await cents('Estimated tax'),
        await cents('Total'),
      ];
      expect(cut, code).toEqual(now.map((c) => Math.round((c * percent) / 100)));
      for (const column of [0, 1])
        expect(sum[column], `${code} column ${column}`).toBe(now[column]! - cut[column]! + ship[column]! + taxed[column]!);
    }
    // The badge shows the count, 9+ above nine (spec); the button's name keeps the exact count.
    const counter = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
    const exact = Number((await counter.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(exact).toBeGreaterThan(0);
    // Card and PayPal pay 4.2 percent more on the items: each unit's card price is rounded to the cent,
    // so the column differs from eCheck × 1.042 by at most half a cent a unit.
    expect(Math.abs(items[1]! - items[0]! * 1.042)).toBeLessThanOrEqual(exact / 2);
    expect(await counter.evaluate((el) => getComputedStyle(el.querySelector('[data-count]') ?? el, '::after').content)).toBe(
      `"${exact > 9 ? '9+' : exact}"`,
    );
    await expectAccessible(page);
  });
});

test.describe('cart, resilience', () => {
  test('with the API down a guest keeps the cart and sees an error, not a blank page', { tag: SAME_AT_EVERY_WIDTH }, async ({ page }) => {
    const name = await addWithKeyboard(page, '/product/2001/any', '1');
    await openStore(page, '/cart/cart?scenario=down');
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not get today’s prices for your cart. Your items are saved in this browser.' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name })).toBeVisible();
    await openStore(page, '/cart/cart?scenario=');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (1 item)');
  });

  test(
    'prices are held for five minutes, then re-priced with an explanation of what changed',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      // A fixed weekday afternoon: the mock's spot walk is seeded, so five minutes on, silver has moved.
      await page.clock.install({ time: new Date('2026-11-18T15:00:00Z') });
      await addWithKeyboard(page, '/product/2001/any', '1');
      await openStore(page, '/cart/cart');
      await expect(page.getByText(/Prices held for 5:00|Prices held for 4:5\d/)).toBeVisible();
      await page.clock.fastForward('05:02');
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /^Prices were updated at .+ to follow the spot market: .+ (rose|fell) from \$[\d,.]+ to \$[\d,.]+\.$/ }),
      ).toBeVisible();
      await expect(page.getByText(/Prices held for [45]:\d\d/)).toBeVisible();
    },
  );

  test(
    'the empty cart page says so in the words of the spec: the phone’s at 1024 px wide, the desktop’s at 1025',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await openStore(page, '/cart/cart');
      await expectEmptyCart(page);
      await page.setViewportSize({ width: 1025, height: 800 });
      await expectEmptyCart(page);
      await expectAccessible(page);
    },
  );

  test('the empty drawer says so in the words of the spec', async ({ page }, info) => {
    await openStore(page, '/');
    if (info.project.name === 'mobile') {
      await cartButton(page).click();
      await expect(page.getByText('No products added in cart', { exact: true })).toBeVisible();
    } else {
      await cartButton(page).hover();
      await expect(page.getByText('No products in the cart.', { exact: true })).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(page.getByText('No products in the cart.', { exact: true })).toBeHidden();
    }
  });

  test('a 401 from a cart call follows the expired-session flow', { tag: SAME_AT_EVERY_WIDTH }, async ({ page }) => {
    await openStore(page, '/signin');
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
    await page.goto('/cart/cart?scenario=expired');
    await expectToast(page, 'Your login session has been expired. Please login again using your credentials');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fcart%2Fcart/, { timeout: 8000 });
    await openStore(page, '/?scenario=');
  });
});
