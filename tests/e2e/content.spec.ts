import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { tabTo, typeInto } from './support/keyboard';
import { openStore } from './support/store';
import { fillWhoWrites } from './support/forms';

test.describe('content pages', () => {
  test('contact form: every field checked, nothing lost, then sent and cleared', async ({ page }) => {
    await openStore(page, '/company/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await typeInto(page, form.getByRole('textbox', { name: 'First name' }), 'Ada');
    await tabTo(page, form.getByRole('button', { name: 'Send message' }));
    await page.keyboard.press('Enter');
    // The summary at the top takes the focus and lists each problem; its link takes the shopper to the field.
    const summary = form.getByRole('group', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(4);
    await summary.getByRole('link', { name: 'Enter your last name.' }).click();
    await expect(form.getByRole('textbox', { name: 'Last name' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(form.getByRole('combobox', { name: 'What is it about?' })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await form.getByRole('combobox', { name: 'What is it about?' }).selectOption('Product question');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you stock the 2026 Lunar Horse in 1 kilo?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText('Thanks for reaching out. We answer within one business day.');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  test('order tracking by invoice, email and zip, with a carrier link; a wrong zip says no order matches', async ({ page }) => {
    await openStore(page, '/orders/track-order');
    const form = page.getByRole('form', { name: 'Track an order' });
    await form.getByRole('textbox', { name: 'Invoice number' }).fill('BPM-240101');
    await form.getByRole('textbox', { name: 'Email address' }).fill('demo@boldbullion.test');
    await form.getByRole('textbox', { name: 'Zip code' }).fill('9410');
    await form.getByRole('button', { name: 'Track order' }).click();
    await expect(form.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
      'Enter a 5-digit zip code, or 5 digits, a hyphen and 4 digits.',
    );
    await expect(form.getByRole('group', { name: 'There is a problem' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Zip code' }).fill('10001');
    await form.getByRole('button', { name: 'Track order' }).click();
    await expect(form.getByRole('alert')).toContainText('No order matches that invoice number, email and zip code.');
    await form.getByRole('textbox', { name: 'Zip code' }).fill('94105');
    await form.getByRole('button', { name: 'Track order' }).click();
    const result = page.getByRole('region', { name: 'Order BPM-240101' });
    await expect(result).toContainText('Delivered');
    await expect(result.getByRole('link', { name: /follow the parcel on the (USPS|UPS|FedEx) site/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expectAccessible(page);
  });

  test('sell to us: two items, a reference number, and its state by that number', async ({ page }) => {
    await openStore(page, '/sell-to-us');
    const form = page.getByRole('form', { name: 'Your request' });
    await fillWhoWrites(form);
    await form.getByRole('textbox', { name: 'What are you selling?' }).fill('20 American Silver Eagles, 2024');
    await form.getByRole('textbox', { name: 'Quantity' }).fill('20');
    await form.getByRole('button', { name: 'Add another item' }).click();
    const second = form.getByRole('group', { name: 'Item 2' });
    await second.getByRole('textbox', { name: 'What are you selling?' }).fill('1 oz Gold Buffalo');
    await second.getByRole('combobox', { name: 'Metal' }).selectOption('Gold');
    await second.getByRole('textbox', { name: 'Quantity' }).fill('02');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(second.getByText('Enter the quantity without a leading zero.')).toBeVisible();
    await second.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await form.getByRole('button', { name: 'Send request' }).click();
    const created = page.getByRole('heading', { name: /^Request STB-\d+ received$/ });
    await expect(created).toBeVisible();
    const reference = ((await created.textContent()) ?? '').match(/STB-\d+/)?.[0] ?? '';
    await expectAccessible(page);

    const lookup = page.getByRole('form', { name: 'Check on a request' });
    await lookup.getByRole('textbox', { name: 'Reference number' }).fill(reference.toLowerCase());
    await lookup.getByRole('textbox', { name: 'Email address' }).fill('eve@example.com');
    await lookup.getByRole('button', { name: 'Check' }).click();
    // Someone who does not know the email of the request learns nothing about it.
    await expect(lookup.getByRole('status')).toContainText(`No request with the reference ${reference} was sent from eve@example.com.`);
    await lookup.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await lookup.getByRole('button', { name: 'Check' }).click();
    await expect(lookup.getByRole('status')).toContainText(`${reference}: Requested. 2 items.`);
  });

  test('articles ten a page, readable in place; state sales tax for every state; guides link into the shop', async ({ page }) => {
    // Three pages with an axe run each (about 7 s apiece on a loaded 2-core machine).
    test.setTimeout(120_000);
    await openStore(page, '/blogs');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(10);
    await articles.first().getByText('Read the article').click();
    await expect(articles.first().locator('details p').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(articles.first()).toBeVisible();

    await openStore(page, '/state-sales-tax');
    // A header row and the 50 states with the District of Columbia.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(52);
    await expect(page.getByRole('row', { name: /California \(CA\)/ }).getByRole('cell')).toHaveText([
      'Below $2,000.00',
      '7.25%',
      'Bullion sales of $2000 or more are exempt.',
    ]);
    await expect(page.getByRole('row', { name: /Alabama \(AL\)/ }).getByRole('cell')).toHaveText(['No', '—', 'Bullion is exempt.']);
    await expectAccessible(page);

    await openStore(page, '/services/precious-metals-ira');
    await page.getByRole('navigation', { name: 'Read on' }).getByRole('link', { name: 'IRA-approved gold' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IRA-Approved Gold');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('an article has a page of its own, reached from its list and back', async ({ page }) => {
    await openStore(page, '/news');
    const first = page.getByRole('main').getByRole('article').first();
    const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Bold Precious Metals`);
    await expect(page.getByRole('article', { name: title }).locator('time')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'All news' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');

    await openStore(page, '/news/no-such-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('coupons: a guest is asked to sign in; a customer sees their coupons', async ({ page }) => {
    await openStore(page, '/coupons');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?redirect=%2Fcoupons');
    await openStore(page, '/coupons?scenario=signed-in');
    await expect(page.getByRole('list', { name: 'Your coupons' }).getByRole('heading', { name: 'SILVER10' })).toBeVisible();
    await expectAccessible(page);
    await openStore(page, '/?scenario=');
  });
});
