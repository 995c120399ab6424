import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { addWithKeyboard } from './support/cart';
import {
  checkoutFromCart,
  choosePayment,
  fillAddress,
  payByECheck,
  placeOrder,
  press,
  standardDelivery,
  stepHeading,
} from './support/checkout';
import { retype, signInWithKeyboard, tabTo, typeInto } from './support/keyboard';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

test.describe('checkout, keyboard only', () => {
  test('a guest buys two products with eCheck and finds the order on the tracking page', async ({ page }) => {
    test.setTimeout(240_000);
    await addWithKeyboard(page, '/product/2001/any', '2');
    await addWithKeyboard(page, '/product/3001/any', '1');
    await checkoutFromCart(page);
    await expect(stepHeading(page, 'Sign in or continue as a guest')).toBeVisible();
    await expectAccessible(page);

    const guest = page.getByRole('form', { name: 'Check out as a guest' });
    await press(page, guest.getByRole('button', { name: 'Continue as a guest' }));
    await expect(guest.getByText('Enter your email address.')).toBeVisible();
    await typeInto(page, guest.getByRole('textbox', { name: 'Email address' }), 'guest.buyer@example.com');
    await press(page, guest.getByRole('button', { name: 'Continue as a guest' }));
    await expect(stepHeading(page, 'Shipping address')).toBeFocused();

    // A wrong zip is named in the summary and on the field; nothing typed is lost.
    await fillAddress(page, true);
    const zip = page.getByRole('textbox', { name: 'Zip code' });
    await retype(page, zip, '1000');
    await press(page, page.getByRole('button', { name: 'Continue to delivery' }));
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Enter a 5-digit zip code, or 5 digits, a hyphen and 4 digits.' })).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('New York');
    await expectAccessible(page);
    await retype(page, zip, '10001-1234');
    await press(page, page.getByRole('button', { name: 'Continue to delivery' }));

    await standardDelivery(page);
    // Both totals stay side by side; the summary lists the two products.
    const totals = page.getByRole('table', { name: 'Order totals by payment method' });
    await expect(totals.getByRole('columnheader', { name: 'eCheck / Wire' })).toBeVisible();
    await expect(totals.getByRole('row', { name: /^Tax/ })).toContainText('$');
    // Each price in it is said with its method: a screen reader moving cell by cell does not repeat the header.
    const priced = await totals.getByRole('cell').filter({ hasText: '$' }).all();
    expect(priced.length).toBeGreaterThanOrEqual(6);
    for (const [i, cell] of priced.entries())
      await expect(cell).toHaveAccessibleName(new RegExp(`^−?\\$[\\d,]+\\.\\d\\d by ${i % 2 ? 'card or PayPal' : 'eCheck or wire'}$`));
    await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(2);
    await payByECheck(page);

    await expect(page.getByText('eCheck (personal), account ending 6789')).toBeVisible();
    await expect(page.getByText(/^Your prices are held for [45]:\d\d, until \d{1,2}:\d\d:\d\d [AP]M ET\.$/)).toBeVisible();
    await expectAccessible(page);
    const invoice = await placeOrder(page);
    await expect(page.getByText(/Thank you: use the code THANKS-BPM-\d+/)).toBeVisible();
    await expect(page.getByText('We draw the eCheck from your account within 1 business day.')).toBeVisible();
    await expectAccessible(page);
    // The bought lines have left the guest cart.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 0 items$/ })).toBeAttached();

    await openStore(page, '/orders/track-order');
    const track = page.getByRole('form', { name: 'Track an order' });
    await typeInto(page, track.getByRole('textbox', { name: 'Invoice number' }), invoice);
    await typeInto(page, track.getByRole('textbox', { name: 'Email address' }), 'guest.buyer@example.com');
    await typeInto(page, track.getByRole('textbox', { name: 'Zip code' }), '10001');
    await press(page, track.getByRole('button', { name: 'Track order' }));
    await expect(page.getByRole('heading', { name: `Order ${invoice}` })).toBeVisible();
    await expect(page.getByText('Pending Payment', { exact: true })).toBeVisible();
  });

  test('a customer applies a coupon, pays by card, opens the order in the history, downloads the invoice and reads the message', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openStore(page, '/signin?redirect=/cart/cart');
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your cart/);
    const coupon = page.getByRole('region', { name: 'Coupon' });
    await typeInto(page, coupon.getByRole('textbox', { name: 'Coupon code' }), 'SILVER10');
    await press(page, coupon.getByRole('button', { name: 'Apply', exact: true }));
    await expect(coupon.getByRole('button', { name: 'Remove coupon SILVER10' })).toBeVisible();
    await press(page, page.getByRole('link', { name: 'Proceed to checkout' }));
    await expect(stepHeading(page, 'Shipping address')).toBeVisible();

    // The customer's last shipping address is offered, and the names are already filled in.
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Alexandra');
    await press(page, page.getByRole('button', { name: 'Use this address' }));
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('500 Market St');
    await press(page, page.getByRole('button', { name: 'Continue to delivery' }));
    await standardDelivery(page);
    await expect(page.getByRole('table', { name: 'Order totals by payment method' }).getByRole('row', { name: /^Coupon/ })).toContainText(
      '−$10.00',
    );

    await choosePayment(page, /^Credit or debit card/);
    const card = page.getByRole('group', { name: 'Card details' });
    await typeInto(page, card.getByRole('textbox', { name: 'Name on the card' }), 'Alexandra Sterling');
    await typeInto(page, card.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4241');
    await typeInto(page, card.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/30');
    await typeInto(page, card.getByRole('textbox', { name: 'Security code' }), '123');
    await press(page, page.getByRole('button', { name: 'Continue to review' }));
    await expect(card.getByText('Check the card number: it is not a valid card number.').first()).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, card.getByRole('textbox', { name: 'Card number' }));
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    await press(page, page.getByRole('button', { name: 'Continue to review' }));
    await expect(page.getByText('Visa ending 4242')).toBeVisible();
    const total = (await page.getByRole('button', { name: /^Place order/ }).textContent())?.match(/\$[\d,.]+/)?.[0] ?? '';
    const invoice = await placeOrder(page);
    await expect(page.getByText(`total ${total} by Card`, { exact: false })).toBeVisible();
    // The card number never reached storage.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('4242 4242 4242 4242');

    await openStore(page, '/orders/order-history');
    const row = page.getByRole('row', { name: new RegExp(invoice) });
    await expect(row).toContainText('Payment Received');
    await expect(row).toContainText(total);
    await expectAccessible(page);
    await press(page, row.getByRole('link', { name: invoice }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${invoice}`);
    await expect(page.getByRole('row', { name: /^Coupon/ })).toContainText('−$');
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText(total);
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await press(page, page.getByRole('button', { name: 'Download the invoice (PDF)' }));
    expect((await download).suggestedFilename()).toBe(`${invoice}.pdf`);

    await press(page, page.getByRole('banner').getByRole('button', { name: /^Notifications/ }));
    await expect(page.getByText(`Your payment by Card for order ${invoice} has been received.`)).toBeVisible();
  });

  test('an order to a package forwarder (risk score 61.36) may not be paid by card, PayPal or Apple Pay: the shopper is told to pay by eCheck or wire, and does', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openStore(page, '/signin?redirect=/cart/cart');
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your cart/);
    await press(page, page.getByRole('link', { name: 'Proceed to checkout' }));
    await expect(stepHeading(page, 'Shipping address')).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Use this address' }));
    const form = page.getByRole('group', { name: 'Shipping address' });
    await retype(page, form.getByRole('textbox', { name: 'Street address' }), '1 Reship Way');
    await retype(page, form.getByRole('textbox', { name: 'City' }), 'New Castle');
    await tabTo(page, form.getByRole('combobox', { name: 'State' }));
    await page.keyboard.type('Delaware');
    await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('DE');
    await retype(page, form.getByRole('textbox', { name: 'Zip code' }), '19720');
    await press(page, page.getByRole('button', { name: 'Continue to delivery' }));
    await standardDelivery(page);

    const methods = page.getByRole('group', { name: 'Payment method' });
    await expect(methods).toHaveAccessibleDescription(
      'We cannot take a card, PayPal or Apple Pay for this order. Please pay by eCheck or bank wire.',
    );
    await expect(methods.getByRole('radio', { name: /^Credit or debit card/ })).toBeDisabled();
    await expect(methods.getByRole('radio', { name: /^PayPal/ })).toBeDisabled();
    await expect(methods.getByRole('radio', { name: /^eCheck/ })).toBeEnabled();
    await expect(methods.getByRole('radio', { name: /^Bank wire/ })).toBeEnabled();
    await expectAccessible(page);

    await payByECheck(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/Checkout/PlaceOrder'));
    await placeOrder(page);
    const body = (await sent).postDataJSON() as { sessionId?: string; maxmindScore?: number; paymentMethod?: string };
    const visit = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('bold.session') ?? '{}') as { state?: { sessionId?: string } }).state?.sessionId,
    );
    expect(body).toMatchObject({ sessionId: visit, maxmindScore: 61.36, paymentMethod: 'eCheck' });
  });

  test(
    'when the 5-minute lock runs out before the order is placed, the new prices are shown and confirmed',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      test.setTimeout(240_000);
      await page.clock.install();
      await openStore(page, '/signin?redirect=/checkout');
      await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
      await expect(stepHeading(page, 'Shipping address')).toBeVisible();
      await press(page, page.getByRole('button', { name: 'Use this address' }));
      await press(page, page.getByRole('button', { name: 'Continue to delivery' }));
      await standardDelivery(page);
      await choosePayment(page, /^Bank wire/);
      await press(page, page.getByRole('button', { name: 'Continue to review' }));
      await press(page, page.getByRole('checkbox', { name: /I agree to the terms/ }), 'Space');
      await expect(page.getByRole('button', { name: /^Place order/ })).toBeEnabled();

      await page.clock.fastForward('05:01');
      const notice = page.getByRole('status').filter({
        hasText:
          /Your prices were held for 5 minutes and (have been updated to the spot market: .+ (rose|fell) from \$[\d,.]+ to \$[\d,.]+|have been checked again: they have not changed)\. Confirm the new prices to place your order\.$/,
      });
      await expect(notice).toBeVisible();
      await expect(page.getByRole('button', { name: /^Place order/ })).toBeDisabled();
      await expectAccessible(page);
      await press(page, page.getByRole('button', { name: 'Confirm the new prices' }));
      await expect(page.getByText(/Your prices are held for [45]:\d\d/)).toBeVisible();
      expect(await placeOrder(page)).toMatch(/^BPM-\d+$/);
    },
  );

  test(
    'when the API fails on Place order nothing is lost, and pressing again places one order, not two',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      test.setTimeout(240_000);
      await openStore(page, '/signin?redirect=/orders/order-history');
      await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
      const count = page.getByRole('status').filter({ hasText: /^\d+ orders\.$/ });
      const before = Number((await count.textContent())?.match(/\d+/)?.[0]);

      await openStore(page, '/checkout');
      await press(page, page.getByRole('button', { name: 'Use this address' }));
      await press(page, page.getByRole('button', { name: 'Continue to delivery' }));
      await standardDelivery(page);
      await payByECheck(page);
      await press(page, page.getByRole('checkbox', { name: /I agree to the terms/ }), 'Space');

      await page.evaluate(() =>
        (window as unknown as { __boldMock: { setScenarios(n: string[]): void } }).__boldMock.setScenarios(['down']),
      );
      await press(page, page.getByRole('button', { name: /^Place order/ }));
      await expect(
        page.getByRole('alert').filter({ hasText: 'We could not confirm your order: the connection to our server failed.' }),
      ).toBeVisible();
      // The demo customer's seeded cart: three lines, one of them at the second price tier.
      await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('checkbox', { name: /I agree to the terms/ })).toBeChecked();

      await page.evaluate(() => (window as unknown as { __boldMock: { setScenarios(n: string[]): void } }).__boldMock.setScenarios([]));
      await press(page, page.getByRole('button', { name: /^Place order/ }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
      await openStore(page, '/orders/order-history');
      await expect(count).toHaveText(`${before + 1} orders.`);
    },
  );
});
