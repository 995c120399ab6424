import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { addWithKeyboard } from './support/cart';
import { checkoutFromCart, fillAddress, payByECheck, placeOrder, press, standardDelivery, stepHeading } from './support/checkout';
import { tabTo, typeInto } from './support/keyboard';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

// The GA4 e-commerce events a tag manager reads from the dataLayer, read back after each step of a guest's
// purchase; and the shopper's choice, made before any of it runs.
interface Ga4 {
  event: string;
  ecommerce: {
    currency: string;
    value: number;
    transaction_id?: string;
    payment_type?: string;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

const LOG = 'test.dataLayer';

/**
 * Each page's dataLayer starts empty: what is pushed on it is also kept in the tab's session storage, so
 * the journey's events can be read across the pages it opens (as a tag manager would have sent them).
 */
async function keepDataLayer(page: Page) {
  await page.addInitScript((key) => {
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      for (const item of items) {
        Array.prototype.push.call(layer, item);
        log.push(item);
      }
      sessionStorage.setItem(key, JSON.stringify(log));
      return layer.length;
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  }, LOG);
}

/** The e-commerce events pushed so far in this tab (the clearing pushes left out). */
const events = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]).filter((e) => typeof e === 'object' && e !== null && 'event' in e),
    LOG,
  ) as Promise<Ga4[]>;
const named = async (page: Page, name: string) => (await events(page)).filter((e) => e.event === name);

test.describe('analytics as a dealer runs it', { tag: SAME_AT_EVERY_WIDTH }, () => {
  test.beforeEach(async ({ page }) => {
    await keepDataLayer(page);
  });

  test('nothing is put on the dataLayer before the shopper chooses, nor after they refuse', async ({ page }) => {
    // Two products added and two long walks by Tab: over a minute on a busy machine (it timed out at 60 s).
    test.setTimeout(120_000);
    await addWithKeyboard(page, '/product/2001/any', '1');
    expect(await events(page)).toEqual([]);
    const choices = page.getByRole('region', { name: 'Your privacy choices' });
    await expect(choices).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, choices.getByRole('button', { name: 'Refuse all' }));
    await page.keyboard.press('Enter');
    await expect(choices).toHaveCount(0);
    await addWithKeyboard(page, '/product/3001/any', '1');
    expect(await events(page)).toEqual([]);
    // Asked again from the footer, with the focus on the choices, which remember what was chosen.
    await tabTo(page, page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your privacy choices' })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Measure how the store is used' })).not.toBeChecked();
  });

  test('once allowed: view_item, add_to_cart, remove_from_cart, begin_checkout, add_payment_info and purchase, items in GA4’s shape', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // A short page: the choices are at its end.
    await openStore(page, '/cart/cart');
    const choices = page.getByRole('region', { name: 'Your privacy choices' });
    await tabTo(page, choices.getByRole('checkbox', { name: 'Measure how the store is used' }));
    await page.keyboard.press('Space');
    await tabTo(page, choices.getByRole('button', { name: 'Save my choices' }));
    await page.keyboard.press('Enter');
    await expect(choices).toHaveCount(0);

    const name = await addWithKeyboard(page, '/product/2001/any', '2');
    const [view] = await named(page, 'view_item');
    expect(view?.ecommerce).toMatchObject({ currency: 'USD', items: [{ item_id: '2001', item_name: name, quantity: 1 }] });
    expect(view?.ecommerce.items[0]?.price).toBeGreaterThan(0);
    const [add] = await named(page, 'add_to_cart');
    expect(add?.ecommerce.items).toMatchObject([{ item_id: '2001', item_name: name, quantity: 2 }]);
    expect(add?.ecommerce.items[0]?.price).toBeGreaterThan(0);
    expect(add?.ecommerce.value).toBeCloseTo((add?.ecommerce.items[0]?.price ?? 0) * 2, 2);

    await addWithKeyboard(page, '/product/3001/any', '1');
    await openStore(page, '/cart/cart');
    const second = (await named(page, 'add_to_cart'))[1]?.ecommerce.items[0];
    await tabTo(page, page.getByRole('button', { name: `Delete ${second?.item_name ?? ''}` }));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await named(page, 'remove_from_cart')).map((e) => e.ecommerce.items[0]?.item_id)).toEqual(['3001']);

    await checkoutFromCart(page);
    await expect
      .poll(async () => (await named(page, 'begin_checkout')).map((e) => e.ecommerce.items.map((i) => i.item_id)))
      .toEqual([['2001']]);
    const guest = page.getByRole('form', { name: 'Check out as a guest' });
    await typeInto(page, guest.getByRole('textbox', { name: 'Email address' }), 'measured@example.com');
    await press(page, guest.getByRole('button', { name: 'Continue as a guest' }));
    await expect(stepHeading(page, 'Shipping address')).toBeFocused();
    await fillAddress(page, true);
    await press(page, page.getByRole('button', { name: 'Continue to delivery' }));
    await standardDelivery(page);
    await payByECheck(page);
    const [payment] = await named(page, 'add_payment_info');
    expect(payment?.ecommerce).toMatchObject({ payment_type: 'eCheck', items: [{ item_id: '2001', quantity: 2 }] });
    const invoice = await placeOrder(page);
    const [purchase] = await named(page, 'purchase');
    expect(purchase?.ecommerce).toMatchObject({ currency: 'USD', transaction_id: invoice, items: [{ item_id: '2001', quantity: 2 }] });
    expect(purchase?.ecommerce.value).toBeGreaterThan(0);
    // Each event came once, after a clearing of the last one's items (Google's advice).
    expect((await events(page)).map((e) => e.event)).toEqual([
      'view_item',
      'add_to_cart',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);
  });
});
