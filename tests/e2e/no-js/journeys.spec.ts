import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleWithoutScript } from '../support/no-script';
import { fillWhoWrites } from '../support/forms';

// A shopper whose JavaScript failed (a tunnel, a proxy, an extension, an old browser), on the production
// server (`npm run serve`, this project's baseURL) with JavaScript off: each journey a shopper takes, to the
// page they expect, its content asserted and axe run on it as they got it. A journey the store cannot yet
// take without script is marked as failing (test.fail), with where it stops: each such mark comes off as
// its forms become real forms, and a marked journey that starts to pass fails the run until it does.

/** How late the script arrives on each page in the `slow-script` project. */
const SCRIPT_DELAY_MS = 5_000;

// In the `slow-script` project each page's code (its module scripts, which /boot.js puts into the page once
// it has painted) arrives 5 seconds after it is asked for, as on a slow network: the journeys act on the
// server's page until then, and on React's after.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name !== 'slow-script') return;
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    // The page that asked may have been left meanwhile (a form sent before the script came): nothing to answer.
    await route.continue().catch(() => {});
  });
});

/** Opens `path` as a shopper does: the page is theirs once its HTML is in, whether or not its script has come. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

const PRODUCT = '/product/2011/2024-silver-maple-leaf-1-oz';
const DEMO = { emailId: 'demo@boldbullion.test', password: 'Bullion#2026' };

/** Signs the demo customer in through the store's /api, as its sign-in page does: the session cookie is this browser's. */
async function signInAsDemo(page: Page): Promise<void> {
  const origin = new URL(page.url() === 'about:blank' ? '/' : page.url(), test.info().project.use.baseURL).origin;
  const answer = await page.request.post('/api/Authentication/SignIn', { data: DEMO, headers: { origin } });
  expect(answer.status(), 'the demo customer signs in').toBe(200);
}

/** Adds `quantity` of the product page's product to the cart with its own form. */
async function addToCart(page: Page, quantity: number): Promise<void> {
  await open(page, PRODUCT);
  const form = page.getByRole('form', { name: 'Buy this product' });
  await form.getByRole('radio', { name: /^In Stock/ }).check();
  await form.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page, 'Add to cart leads to the cart').toHaveURL(/\/cart\/cart$/);
}

test('the header search: results rendered on the server, then a product', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('combobox', { name: 'Search products' }).fill('maple leaf');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/searchresults\?searchkey=maple\+leaf$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “maple leaf”');
  await expect(page.getByText(/^[1-9]\d* products? found\.$/)).toBeVisible();
  await expectAccessibleWithoutScript(page);
  const first = page
    .getByRole('main')
    .getByRole('link', { name: /Maple Leaf/ })
    .first();
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/product\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(
    page
      .getByRole('form', { name: 'Buy this product' })
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first(),
  ).toBeVisible();
  await expectAccessibleWithoutScript(page);
});

test('track an order by invoice, email and zip: the order and its state', async ({ page }) => {
  await open(page, '/orders/track-order');
  const form = page.getByRole('form', { name: 'Track an order' });
  // Sent without the invoice number: the page comes back with the problem at the top and on its field,
  // and what was typed kept.
  await form.getByRole('textbox', { name: 'Email address' }).fill('demo@boldbullion.test');
  await form.getByRole('textbox', { name: 'Zip code' }).fill('94105');
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(form.getByRole('group', { name: 'There is a problem' }).getByRole('link')).toHaveText(['Enter the invoice number.']);
  await expect(form.getByRole('textbox', { name: 'Invoice number' })).toHaveAccessibleDescription(/Enter the invoice number\./);
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('demo@boldbullion.test');
  await expect(form.getByRole('textbox', { name: 'Zip code' })).toHaveValue('94105');
  await expectAccessibleWithoutScript(page);
  await form.getByRole('textbox', { name: 'Invoice number' }).fill('BPM-240101');
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('region', { name: 'Order BPM-240101' })).toContainText('Delivered');
  await expect(form.getByRole('group', { name: 'There is a problem' })).toHaveCount(0);
  await expectAccessibleWithoutScript(page);
});

test('signed in: order history, then an order’s details', async ({ page }) => {
  await signInAsDemo(page);
  await open(page, '/orders/order-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
  await expect(page.getByText(/^[1-9]\d* orders?\.$/)).toBeVisible();
  await expectAccessibleWithoutScript(page);
  const order = page
    .getByRole('main')
    .getByRole('link', { name: /^BPM-\d+$/ })
    .first();
  const invoice = ((await order.textContent()) ?? '').trim();
  await order.click();
  await expect(page).toHaveURL(new RegExp(`/orders/orderdetails/${invoice}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice);
  await expectAccessibleWithoutScript(page);
});

test('home, the Silver menu, a category filtered and sorted, a product', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Silver', exact: true }).click();
  await expect(page).toHaveURL(/\/silver-bullion$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Silver Bullion');
  // The filters and the sort are one form: ticked and chosen, then sent with either of its buttons.
  const filters = page.getByRole('form', { name: 'Filter products' });
  await filters.getByRole('checkbox', { name: /^Coins \(\d+\)$/ }).check();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/\/silver-bullion\?productType=Coin&sort=price-asc$/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing / })).toHaveText(
    /^Showing 1–\d+ of \d+ products, sorted by price: low to high$/,
  );
  await expect(filters.getByRole('checkbox', { name: /^Coins \(\d+\)$/ })).toBeChecked();
  await expectAccessibleWithoutScript(page);
  // One filter more, sent with the filters' own button: the sort stays.
  await filters.getByRole('checkbox', { name: /^1 oz \(\d+\)$/ }).check();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/silver-bullion\?productType=Coin&weight=[^&]+&sort=price-asc$/);
  const product = page.getByRole('region', { name: 'Products' }).getByRole('link').first();
  const name = ((await product.textContent()) ?? '').trim();
  await product.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a product: stock option and quantity, Add to cart, the cart with its line and totals by payment method', async ({ page }) => {
  await addToCart(page, 3);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '2024 Silver Maple Leaf 1 oz' })).toBeVisible();
  await expect(main.getByText(/by eCheck or wire/).first()).toBeVisible();
  await expect(main.getByText(/by card or PayPal/).first()).toBeVisible();
  // The countdown stands still without script: the hold's end is said as a clock time too.
  await expect(
    main.getByText(/^Prices held for [45]:\d\d, until \d{1,2}:\d\d:\d\d [AP]M ET, then updated to the spot market\.$/),
  ).toBeVisible();
  await expectAccessibleWithoutScript(page);
});

test('the cart: change a quantity, a quantity refused with why, remove the line', async ({ page }) => {
  await addToCart(page, 2);
  const main = page.getByRole('main');
  const line = main.getByRole('form', { name: 'Quantity of 2024 Silver Maple Leaf 1 oz' });
  await line.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await line.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (4 items)');
  await expect(
    main.getByRole('form', { name: 'Quantity of 2024 Silver Maple Leaf 1 oz' }).getByRole('textbox', { name: 'Quantity' }),
  ).toHaveValue('4');
  // None is refused on the line, with what was typed kept; the cart is as it was.
  await main.getByRole('form', { name: 'Quantity of 2024 Silver Maple Leaf 1 oz' }).getByRole('textbox', { name: 'Quantity' }).fill('0');
  await main.getByRole('form', { name: 'Quantity of 2024 Silver Maple Leaf 1 oz' }).getByRole('button', { name: 'Update' }).click();
  const refused = page
    .getByRole('main')
    .getByRole('form', { name: 'Quantity of 2024 Silver Maple Leaf 1 oz' })
    .getByRole('textbox', { name: 'Quantity' });
  await expect(refused).toHaveValue('0');
  await expect(refused).toHaveAccessibleDescription('Enter a whole number of 1 or more.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (4 items)');
  await expectAccessibleWithoutScript(page);
  await page.getByRole('main').getByRole('button', { name: 'Delete 2024 Silver Maple Leaf 1 oz' }).click();
  await expect(page.getByRole('main').getByText('No products in the cart.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expectAccessibleWithoutScript(page);
});

test('the cart: the items to buy ticked and sent, checkout following them; the ticked one removed', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'slow-script', 'the ticks’ buttons are the page’s without script: with it each tick is kept at once');
  await addToCart(page, 1);
  await open(page, '/product/2001/any');
  const buy = page.getByRole('form', { name: 'Buy this product' });
  await buy.getByRole('radio').first().check();
  await buy.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await buy.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart\/cart$/);
  const main = page.getByRole('main');
  const ticks = main.getByRole('checkbox', { name: /^Select / });
  await expect(ticks).toHaveCount(2);
  for (const tick of await ticks.all()) await tick.uncheck();
  await main.getByRole('button', { name: 'Update the items to buy' }).click();
  // Nothing ticked is nothing to buy: checkout is not offered.
  await expect(main.getByText('Select the items you want to buy to check out.')).toBeVisible();
  await expect(main.getByRole('checkbox', { name: /^Select / }).first()).not.toBeChecked();
  await expect(main.getByRole('checkbox', { name: /^Select / }).last()).not.toBeChecked();
  await main.getByRole('checkbox', { name: 'Select 2024 Silver Maple Leaf 1 oz' }).check();
  await main.getByRole('button', { name: 'Update the items to buy' }).click();
  await expect(main.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Select 2024 Silver Maple Leaf 1 oz' })).toBeChecked();
  await expectAccessibleWithoutScript(page);
  await main.getByRole('button', { name: 'Remove selected items' }).click();
  await expect(page.getByRole('main').getByRole('checkbox', { name: /^Select / })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: '2024 Silver Maple Leaf 1 oz' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (1 item)');
});

test('signed in: a coupon refused with why, then one applied to the totals, then removed', async ({ page }) => {
  await signInAsDemo(page);
  await addToCart(page, 1);
  const coupon = page.getByRole('region', { name: 'Coupon' });
  await coupon.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE');
  await coupon.getByRole('button', { name: 'Apply', exact: true }).click();
  const field = page.getByRole('region', { name: 'Coupon' }).getByRole('textbox', { name: 'Coupon code' });
  await expect(field).toHaveValue('NOSUCHCODE');
  await expect(field).toHaveAccessibleDescription('The coupon code NOSUCHCODE is not valid.');
  await expectAccessibleWithoutScript(page);

  await field.fill('SILVER10');
  await page.getByRole('region', { name: 'Coupon' }).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page, 'the coupon applied, the cart is shown again').toHaveURL(/\/cart\/cart$/);
  await expect(page.getByRole('region', { name: 'Coupon' }).getByRole('status')).toHaveText('SILVER10: $10.00 off your order.');
  const totals = page.getByRole('table', { name: 'Totals by payment method' });
  await expect(totals.getByRole('row', { name: /^Coupon SILVER10/ })).toContainText('−$10.00');
  await expectAccessibleWithoutScript(page);

  await page.getByRole('region', { name: 'Coupon' }).getByRole('button', { name: 'Remove coupon SILVER10' }).click();
  await expect(page.getByRole('region', { name: 'Coupon' }).getByRole('status')).toHaveText('');
  await expect(page.getByRole('table', { name: 'Totals by payment method' }).getByRole('row', { name: /^Coupon/ })).toHaveCount(0);
});

test('sign in with a wrong password, then the right one; sign out', async ({ page }) => {
  await open(page, '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(DEMO.emailId);
  await form.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  // What was typed comes back with the message; the password is never sent back.
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email address')).toHaveValue(DEMO.emailId);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessibleWithoutScript(page);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  // With nowhere to go back to, the account's page: the first that greets the customer (a public page is a guest's for everyone).
  await expect(page).toHaveURL(/\/myaccounts$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hello, Alexandr…!' })).toBeVisible();
  await expectAccessibleWithoutScript(page);
  // Without script the account menu cannot open: Logout is a form of its own, and leads to sign-in.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await open(page, '/myaccounts');
  await expect(page, 'the session has ended: the account sends the shopper to sign in').toHaveURL(/\/signin\?redirect=%2Fmyaccounts$/);
});

test('create an account with a mobile number too short, then a whole one: signed in as the new customer', async ({ page }) => {
  await open(page, '/signin');
  const form = page.getByRole('form', { name: 'Create an account' });
  const email = `ada.${test.info().workerIndex}.${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('212555');
  await form.getByRole('textbox', { name: 'Password' }).fill('Bullion#2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  // The problem at the top and on its field; what was typed kept, but the password.
  const again = page.getByRole('form', { name: 'Create an account' });
  await expect(again.getByRole('group', { name: 'There is a problem' }).getByRole('link')).toHaveText([
    'Enter all 10 digits, area code first.',
  ]);
  await expect(again.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(/Enter all 10 digits, area code first\./);
  await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await expect(again.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
  await expect(again.getByRole('textbox', { name: 'Password' })).toHaveValue('');
  await expectAccessibleWithoutScript(page);
  await again.getByRole('textbox', { name: 'Mobile number' }).fill('(212) 555-0123');
  await again.getByRole('textbox', { name: 'Password' }).fill('Bullion#2026');
  await again.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/myaccounts$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hello, Ada!' })).toBeVisible();
});

test('a forgotten password: the reset link asked for, then a reset link that has expired says so', async ({ page }) => {
  await open(page, '/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(DEMO.emailId);
  await form.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('form', { name: 'Reset your password' }).getByRole('status')).toHaveText(
    'If an account uses this email, a reset link is on its way.',
  );
  await expect(page, 'the email reached no address').toHaveURL(/\/forgot-password$/);
  await expectAccessibleWithoutScript(page);

  await open(page, '/reset-password?token=rst-unknown');
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('Stronger#2027');
  await reset.getByRole('textbox', { name: 'Repeat the new password' }).fill('Stronger#2028');
  await reset.getByRole('button', { name: 'Save the new password' }).click();
  const again = page.getByRole('form', { name: 'Choose a new password' });
  await expect(again.getByRole('textbox', { name: 'Repeat the new password' })).toHaveAccessibleDescription(
    /The two passwords do not match\./,
  );
  // Neither password is sent back in the page.
  await expect(again.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
  await again.getByRole('textbox', { name: 'New password', exact: true }).fill('Stronger#2027');
  await again.getByRole('textbox', { name: 'Repeat the new password' }).fill('Stronger#2027');
  await again.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired. Ask for a new one.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expectAccessibleWithoutScript(page);
});

/** From the cart to checkout's first step, as a guest with one product in the cart. */
async function startCheckout(page: Page): Promise<void> {
  await addToCart(page, 1);
  await page.getByRole('main').getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in or continue as a guest' })).toBeVisible();
}

test('as a guest: checkout with eCheck to the confirmation and its invoice number, each step refused with why and what was typed, then taken', async ({
  page,
}, testInfo) => {
  await startCheckout(page);
  // Checkout shows the cart it is for (a page rendered as any guest's would say nothing is selected).
  await expect(page.getByRole('list', { name: 'Checkout steps' })).toBeVisible();
  await expectAccessibleWithoutScript(page);
  const guest = page.getByRole('form', { name: 'Check out as a guest' });
  await guest.getByRole('textbox', { name: 'Email address' }).fill('not an email');
  await guest.getByRole('button', { name: 'Continue as a guest' }).click();
  const again = page.getByRole('form', { name: 'Check out as a guest' });
  await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveValue('not an email');
  await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
    /Enter an email address like name@example\.com\./,
  );
  await again.getByRole('textbox', { name: 'Email address' }).fill('no.script@example.com');
  await again.getByRole('button', { name: 'Continue as a guest' }).click();

  await expect(page).toHaveURL(/\/checkout\?step=shipping$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping address' })).toBeVisible();
  const address = page.getByRole('group', { name: 'Shipping address' });
  await address.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await address.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await address.getByRole('textbox', { name: 'Street address' }).fill('20 W 34th St');
  await address.getByRole('textbox', { name: 'City' }).fill('New York');
  await address.getByRole('combobox', { name: 'State' }).selectOption('NY');
  await address.getByRole('textbox', { name: 'Zip code' }).fill('1000');
  await address.getByRole('textbox', { name: 'Mobile number' }).fill('2125550199');
  // Billing the same as shipping is ticked: its fields are not asked for.
  await expect(page.getByRole('group', { name: 'Billing address' })).toBeHidden();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();

  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter a 5-digit zip code, or 5 digits, a hyphen and 4 digits.' })).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  const refused = page.getByRole('group', { name: 'Shipping address' });
  await expect(refused.getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('aria-invalid', 'true');
  await expect(refused.getByRole('textbox', { name: 'City' })).toHaveValue('New York');
  await expect(refused.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
  await expectAccessibleWithoutScript(page);
  await refused.getByRole('textbox', { name: 'Zip code' }).fill('10001-1234');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();

  await expect(page).toHaveURL(/\/checkout\?step=delivery$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
  // The carriers for the address, priced on the server, and the order's totals beside them.
  await expect(page.getByRole('group', { name: 'Shipping method' }).getByRole('radio')).not.toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Order totals by payment method' })).toBeVisible();
  await expectAccessibleWithoutScript(page);
  const carriers = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
  await expect(carriers.first()).toBeChecked();
  await carriers.last().check();
  await page.getByRole('checkbox', { name: /^Gift wrap/ }).check();
  const note = page.getByRole('textbox', { name: 'Order note (optional)' });
  // One character past the 500 a note may have: refused, with what was typed and what was chosen.
  await note.fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('textbox', { name: 'Order note (optional)' })).toHaveAccessibleDescription(
    /Keep the note under 500 characters\./,
  );
  await expect(page.getByRole('textbox', { name: 'Order note (optional)' })).toHaveValue('x'.repeat(501));
  await expect(page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').last()).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Gift wrap/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Order note (optional)' }).fill('Ring twice.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/checkout\?step=payment$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  // The carrier and the gift wrap chosen are the order's: the summary's totals carry them.
  await expect(page.getByRole('table', { name: 'Order totals by payment method' }).getByRole('row', { name: /^Gift wrap/ })).toBeVisible();
  await expectAccessibleWithoutScript(page);

  const methods = page.getByRole('group', { name: 'Payment method' });
  if (testInfo.project.name === 'no-js') {
    // A card needs its provider's script: the store says so in words, and sent anyway it is refused with why.
    await methods.getByRole('radio', { name: /^Credit or debit card/ }).check();
    const needsScript = /^Paying by card needs JavaScript, which is off or has not loaded in this browser/;
    await expect(page.getByText(needsScript)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeHidden();
  }
  await methods.getByRole('radio', { name: /^eCheck/ }).check();
  const bank = page.getByRole('group', { name: 'eCheck details' });
  await bank.getByRole('textbox', { name: 'Routing number' }).fill('12100035O');
  await bank.getByRole('textbox', { name: 'Account number' }).fill('000123456789');
  await bank.getByRole('textbox', { name: 'Check number' }).fill('1042');
  await bank.getByRole('textbox', { name: 'ID number' }).fill('D1234567');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  const problems = page.getByRole('group', { name: 'There is a problem' });
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  const refusedBank = page.getByRole('group', { name: 'eCheck details' });
  await expect(refusedBank.getByRole('textbox', { name: 'Routing number' })).toHaveAttribute('aria-invalid', 'true');
  await expect(refusedBank.getByRole('combobox', { name: 'ID state' })).toHaveAttribute('aria-invalid', 'true');
  await expect(refusedBank.getByRole('textbox', { name: 'Account number' })).toHaveValue('000123456789');
  await expect(page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /^eCheck/ })).toBeChecked();
  await expectAccessibleWithoutScript(page);
  await refusedBank.getByRole('textbox', { name: 'Routing number' }).fill('121000358');
  await refusedBank.getByRole('combobox', { name: 'ID state' }).selectOption('NY');
  await page.getByRole('button', { name: 'Continue to review' }).click();

  await expect(page).toHaveURL(/\/checkout\?step=review$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Review and place your order' })).toBeVisible();
  // Of the bank details the page shows only the account's last four digits.
  await expect(page.getByText('eCheck (personal), account ending 6789')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('121000358');
  await expectAccessibleWithoutScript(page);

  // Place order with the terms not agreed to: refused with why, on the box.
  const place = page.getByRole('form', { name: 'Place your order' });
  await place.getByRole('button', { name: /^Place order \(\$[\d,]+\.\d\d\)$/ }).click();
  const terms = page.getByRole('checkbox', { name: /^I agree to the terms of sale/ });
  await expect(terms).toHaveAccessibleDescription('Tick the box to agree to the terms of sale, shipping and insurance.');
  await expect(terms).not.toBeChecked();
  await terms.check();
  const total = (await page.getByRole('button', { name: /^Place order/ }).textContent())?.match(/\$[\d,]+\.\d\d/)?.[0] ?? '';
  expect(total).not.toBe('');
  await page.getByRole('button', { name: /^Place order/ }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const placed = page.getByRole('heading', { level: 2, name: /^Order BPM-\d+ is placed$/ });
  await expect(placed).toBeVisible();
  const invoice = /BPM-\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation/${invoice}$`));
  await expect(page.getByRole('main')).toContainText(`total ${total} by eCheck. A confirmation is on its way to no.script@example.com.`);
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /^1 × .*Maple Leaf/ }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Thank you: use the code THANKS-${invoice} for $5 off your next order.`);
  await expectAccessibleWithoutScript(page);
});

test('send the contact form', async ({ page }) => {
  await open(page, '/company/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await fillWhoWrites(form);
  await form.getByRole('combobox', { name: 'What is it about?' }).selectOption('Order question');
  await form.getByRole('textbox', { name: 'Message' }).fill('Where is my order BPM-240101?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('status')).toHaveText(
    'Thanks for reaching out. We answer within one business day.',
  );
  await expectAccessibleWithoutScript(page);
});

test('the footer’s newsletter says in words that it needs script, and its Subscribe sends no other form', async ({ page }) => {
  await open(page, '/company/contact-us');
  const newsletter = page.getByRole('form', { name: 'Connect with Bold' });
  await expect(newsletter).toContainText(
    'Subscribing needs JavaScript, which is off or has not loaded in this browser: the check that you are not a robot runs in it.',
  );
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  // The page's own form (the contact form) was not sent: no message on any of its fields.
  const contact = page.getByRole('form', { name: 'Send us a message' });
  await expect(contact.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await expect(contact.getByRole('group', { name: 'There is a problem' })).toHaveCount(0);
  await expect(contact.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid', 'true');
});

test('send a sell-to-us request of two items, one added and one removed without script, and get its reference number', async ({ page }) => {
  await open(page, '/sell-to-us');
  const form = page.getByRole('form', { name: 'Your request' });
  await fillWhoWrites(form);
  await form.getByRole('textbox', { name: 'What are you selling?' }).fill('20 American Silver Eagles, 2024');
  await form.getByRole('textbox', { name: 'Quantity' }).fill('20');
  // Two rows more, by the server: what was typed stays in the first.
  await form.getByRole('button', { name: 'Add another item' }).click();
  await form.getByRole('button', { name: 'Add another item' }).click();
  await expect(form.getByRole('group', { name: /^Item \d$/ })).toHaveCount(3);
  await expect(form.getByRole('group', { name: 'Item 1' }).getByRole('textbox', { name: 'Quantity' })).toHaveValue('20');
  await form.getByRole('group', { name: 'Item 2' }).getByRole('textbox', { name: 'What are you selling?' }).fill('Mistake');
  const third = form.getByRole('group', { name: 'Item 3' });
  await third.getByRole('textbox', { name: 'What are you selling?' }).fill('1 oz Gold Buffalo');
  await third.getByRole('combobox', { name: 'Metal' }).selectOption('Gold');
  await third.getByRole('textbox', { name: 'Quantity' }).fill('02');
  await form.getByRole('button', { name: 'Remove item 2' }).click();
  const second = form.getByRole('group', { name: 'Item 2' });
  await expect(second.getByRole('textbox', { name: 'What are you selling?' })).toHaveValue('1 oz Gold Buffalo');
  await expect(form.getByRole('group', { name: /^Item \d$/ })).toHaveCount(2);
  // Refused: the problem at the top and on its field, everything kept.
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('group', { name: 'There is a problem' }).getByRole('link')).toHaveText([
    'Enter the quantity without a leading zero.',
  ]);
  await expect(second.getByRole('combobox', { name: 'Metal' })).toHaveValue('Gold');
  await expectAccessibleWithoutScript(page);
  await second.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await form.getByRole('button', { name: 'Send request' }).click();
  const made = page.getByRole('heading', { name: /^Request STB-\d+ received$/ });
  await expect(made).toBeVisible();
  const reference = ((await made.textContent()) ?? '').match(/STB-\d+/)?.[0] ?? '';
  await expect(form.getByRole('group', { name: /^Item \d$/ })).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  await expectAccessibleWithoutScript(page);
  // And its state, by its number and the email it was sent with.
  const lookup = page.getByRole('form', { name: 'Check on a request' });
  await lookup.getByRole('textbox', { name: 'Reference number' }).fill(reference);
  await lookup.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await lookup.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('form', { name: 'Check on a request' }).getByRole('status')).toHaveText(`${reference}: Requested. 2 items.`);
});

test('signed in: account settings, a mobile number too short refused with why, then a whole one saved', async ({ page }) => {
  await signInAsDemo(page);
  await open(page, '/myaccounts/accountsettings');
  const contact = () => page.getByRole('form', { name: 'Contact details' });
  const mobile = () => contact().getByRole('textbox', { name: /^Mobile number/ });
  await mobile().fill('41555501');
  await contact().getByRole('button', { name: 'Save contact details' }).click();
  await expect(mobile()).toHaveAccessibleDescription(/Enter all 10 digits, area code first\./);
  await expect(mobile()).toHaveValue('41555501');
  await expectAccessibleWithoutScript(page);
  // The demo customer's own number, so the journey leaves them as they were.
  await mobile().fill('415 555 0134');
  await contact().getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact().getByRole('status')).toHaveText('Your contact details are saved.');
  await expect(mobile()).toHaveValue('(415) 555-0134');
});

test('signed in: archive a message', async ({ page }) => {
  await signInAsDemo(page);
  await open(page, '/myaccounts/messages');
  const main = page.getByRole('main');
  const boxes = main.getByRole('checkbox', { name: /^Select the message about / });
  const before = await boxes.count();
  expect(before).toBeGreaterThan(0);
  await boxes.first().check();
  await main.getByRole('button', { name: /^Archive selected/ }).click();
  await expect(main.getByRole('checkbox', { name: /^Select the message about / })).toHaveCount(before - 1);
  await expect(main.getByRole('status').filter({ hasText: /archived/ })).toHaveText('1 message archived.');
  await expectAccessibleWithoutScript(page);
  // Nothing ticked: the server says what to do, and archives nothing.
  await main.getByRole('button', { name: /^Archive selected/ }).click();
  await expect(main.getByRole('status').filter({ hasText: /Select/ })).toHaveText('Select the messages to archive first.');
  await expect(main.getByRole('checkbox', { name: /^Select the message about / })).toHaveCount(before - 1);
});

test('signed in: remove a watchlist item', async ({ page }) => {
  await signInAsDemo(page);
  await open(page, '/myaccounts/watchlist');
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Remove: / }) });
  const before = await items.count();
  expect(before).toBeGreaterThan(0);
  await items
    .first()
    .getByRole('button', { name: /^Remove: / })
    .click();
  await expect(items).toHaveCount(before - 1);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/ removed from your watchlist\.$/);
  await expectAccessibleWithoutScript(page);
});
