import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { signInWithKeyboard, tabTo, typeInto } from './support/keyboard';
import { narrow, openStore } from './support/store';

// A Saturday: the market is closed, so the page and the header value the holdings at the same quotes.
const SATURDAY = new Date('2026-11-21T17:00:00Z');

async function openPortfolio(page: Page) {
  await page.clock.install({ time: SATURDAY });
  await openStore(page, '/signin?redirect=%2Fbold-bullion-portfolio');
  await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your portfolio');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name, exact: true });

test.describe('the portfolio', () => {
  test('a guest sent from the header sees what it does and the way in', async ({ page }) => {
    await openStore(page, '/bold-bullion-portfolio?portfolio=0');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bold Bullion Portfolio');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText('Every ounce you own, valued live');
    await expect(main.getByRole('link', { name: 'Sign in to see your portfolio' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fbold-bullion-portfolio',
    );
    await expect(main.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the total matches the header’s teaser; each holding is valued at spot and at the bid; its lots say when a sale is long-term', async ({
    page,
  }) => {
    await openPortfolio(page);
    const total = (await page.getByTestId('total-assets').textContent()) ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    // The teaser is hidden in the narrow header; the figure it shows is the same.
    if (!narrow(page))
      await expect(page.getByRole('banner').getByRole('link', { name: /^Total Assets/ })).toContainText(`Total Assets ${total}`);
    const main = page.getByRole('main');
    const first = main.getByRole('article').first();
    for (const label of ['Cost', 'Value at spot', 'Value at our bid'])
      await expect(first.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(first.getByText('Gain or loss at the bid').locator('xpath=following-sibling::dd')).toHaveText(
      /^(Gain \+|Loss −|Even )\$[\d,]+\.\d\d( \([+−]?[\d.]+%\))?$/,
    );
    await tabTo(page, first.getByText('Lots and holding periods'));
    await page.keyboard.press('Enter');
    const lots = first.getByRole('table');
    await expect(lots.getByRole('row').nth(1)).toContainText(/\d+ days?(Long-term|Short-term until \w{3} \d{1,2}, \d{4})/);
    await expect(main).not.toContainText(/NaN|undefined|null/);
    await expectAccessible(page);
  });

  test('a holding bought elsewhere, with a past date, shows the spot of that day and the premium paid; a removed product leaves', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPortfolio(page);
    await tabTo(page, page.getByRole('button', { name: 'Add a holding' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a holding bought elsewhere' });
    await typeInto(page, dialog.getByRole('textbox', { name: 'Find the product' }), 'silver maple');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status').first()).toHaveText(/^\d+ products? found\.$/);
    const radio = dialog.getByRole('radio').first();
    const name = ((await radio.locator('xpath=..').textContent()) ?? '').trim();
    await tabTo(page, radio);
    await page.keyboard.press('Space');
    await expect(dialog.getByText(`Chosen: ${name}`)).toBeVisible();
    await tabTo(page, dialog.getByLabel('Day bought'));
    await page.keyboard.type('03142025');
    await typeInto(page, dialog.getByRole('textbox', { name: /^Quantity/ }), '');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await typeInto(page, dialog.getByRole('textbox', { name: /^Price paid for each/ }), '40.00');
    await typeInto(page, dialog.getByRole('textbox', { name: /^Where you bought it/ }), 'Local coin shop');
    await expect(
      dialog.getByText(
        /^Silver spot on Mar 14, 2025: \$[\d,]+\.\d\d per oz\. You paid [+−]\$[\d,]+\.\d\d over spot for each \([+−]?[\d.]+%\)\.$/,
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Add to my portfolio' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(`2 × ${name} added to your portfolio.`);
    const added = card(page, name);
    await expect(added).toBeVisible();
    await tabTo(page, added.getByText('Lots and holding periods'));
    await page.keyboard.press('Enter');
    await expect(added.getByRole('row', { name: /Mar 14, 2025/ })).toContainText('Local coin shop');

    const gone = "2024 Queen's Beasts 2 oz";
    await tabTo(page, card(page, gone).getByRole('button', { name: `Remove ${gone} from the portfolio` }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `Remove ${gone}?` });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(`${gone} removed from your portfolio.`);
    await expect(card(page, gone)).toHaveCount(0);
    // It was the last holding: focus moves to the one before it, not to the top of the page.
    await expect(page.getByRole('main').getByRole('article').last().getByRole('heading', { level: 3 })).toBeFocused();
    await page.reload();
    await expect(added).toBeVisible();
    await expect(card(page, gone)).toHaveCount(0);
  });

  test('a setting survives a reload; the tax report downloads with no token in any address; two holdings open a filled-in sell-to-us request', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const addresses: string[] = [];
    page.on('request', (r) => addresses.push(r.url()));
    await openPortfolio(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Predictions' })).toBeVisible();
    const settings = main.getByRole('form', { name: 'What your portfolio shows' });
    await tabTo(page, settings.getByRole('checkbox', { name: 'Show predictions' }));
    await page.keyboard.press('Space');
    await tabTo(page, settings.getByRole('button', { name: 'Save settings' }));
    await page.keyboard.press('Enter');
    await expect(settings.getByRole('status')).toHaveText('Portfolio settings saved.');
    await expect(main.getByRole('heading', { name: 'Predictions' })).toHaveCount(0);
    await page.reload();
    await expect(settings.getByRole('checkbox', { name: 'Show predictions' })).not.toBeChecked();
    await expect(main.getByRole('heading', { name: 'Value over time' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Predictions' })).toHaveCount(0);

    const tax = main.getByRole('form', { name: 'Tax report' });
    await tabTo(page, tax.getByRole('button', { name: 'Download the tax report' }));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('tax-report-2026.pdf');
    await expect(tax.getByRole('status')).toHaveText('Your 2026 tax report is downloading.');
    expect(addresses.filter((a) => /[?&]token=/.test(a))).toEqual([]);

    for (const name of ['Perth Mint Cast Silver Bar 100 gram', 'PAMP Suisse Lady Fortuna Silver Bar 10 oz']) {
      await tabTo(page, card(page, name).getByRole('checkbox', { name: /^Add to a sell quote/ }));
      await page.keyboard.press('Space');
      // Its quantity field comes with it (its code fetched as the focus reached the choice), all 20 held.
      await expect(card(page, name).getByRole('textbox', { name: `Quantity to sell of ${name}` })).toHaveValue('20');
    }
    const quote = main.getByRole('region', { name: 'Sell quote' });
    // In the order the holdings are listed, each valued at our bid.
    await expect(quote.getByRole('listitem')).toHaveText([
      /^20 × Perth Mint Cast Silver Bar 100 gram: \$[\d,]+\.\d\d$/,
      /^20 × PAMP Suisse Lady Fortuna Silver Bar 10 oz: \$[\d,]+\.\d\d$/,
    ]);
    await expect(quote).toContainText('This sale does not reach a 1099-B reporting threshold.');
    await expectAccessible(page);
    await tabTo(page, quote.getByRole('link', { name: 'Open a sell-to-us request with these holdings' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sell-to-us\?item=Silver%7E20%7EPerth/);
    const items = page.getByRole('main').getByRole('textbox', { name: /^What are you selling\?/ });
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toHaveValue('Perth Mint Cast Silver Bar 100 gram');
    await expect(items.nth(1)).toHaveValue('PAMP Suisse Lady Fortuna Silver Bar 10 oz');
  });
});
