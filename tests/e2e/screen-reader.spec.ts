import { expect, test as base, type Page } from '@playwright/test';
import { addWithKeyboard } from './support/cart';
import { checkoutFromCart, fillAddress, payByECheck, press, standardDelivery } from './support/checkout';
import { homeByLogo, retype, signInWithKeyboard, tabTo, typeInto } from './support/keyboard';
import {
  apiGet,
  callsSeen,
  checkoutFigures,
  guestCartFigures,
  listingFigures,
  portfolioFigures,
  productFigures,
  spotFigures,
} from './support/api-figures';
import { expectTranscript, screenReader } from './support/screen-reader';
import { amountsNotGiven, amountsSaid, cents, type Figure } from './support/spoken-prices';
import { startServedStore } from './support/served-store';
import { openStore as openPage, SAME_AT_EVERY_WIDTH } from './support/store';

// What a screen-reader user hears on a journey, kept as a transcript in tests/e2e/transcripts/ and read by
// a person when it changes (docs/accessibility.md, "What a screen reader says"). The virtual screen reader moves as its
// user does: by landmark and heading, item by item, typing, pressing keys, on the store as a shopper gets
// it: from the production server, each page it opens rendered there. The clock is fixed (on a weekday
// unless a journey says otherwise) in the browser and in the server's mock alike, so prices, which follow
// spot, are the same on every run.
const WEEKDAY = new Date('2026-11-18T15:00:00Z');

const test = base.extend<{ clockAt: Date }>({
  /** When the journey happens: the browser's clock is installed there and the server's mock stands still there. */
  clockAt: [WEEKDAY, { option: true }],
  // A server of the journey's own (`npm run serve`, MOCK_NOW at its time), on a loopback port.
  baseURL: async ({ clockAt }, run) => {
    const store = await startServedStore(clockAt);
    await run(store.url);
    await store.stop();
  },
  page: async ({ page, clockAt }, run) => {
    await page.clock.install({ time: clockAt });
    await run(page);
  },
});

test.use({ bypassCSP: true });

/**
 * Opens a page of the served store and waits until the script has taken it over (the toast region mounts
 * only then): the journey is heard on the working page, whatever the machine's speed. What is said of a
 * page before then (typing into the server's HTML) is tested apart, in server-rendering.spec.ts.
 */
async function openStore(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SPOT_REFRESH = /^polite: Spot prices updated\./;
/** Said only when an answer is slower than the pause before a form speaks (a busy machine's): its result follows it. */
const SLOW_ANSWER = /^polite: Looking up the spot price of that day…$/;

/**
 * What was said, as the transcript keeps it, after checking that no live announcement was said twice in
 * a row (the spot refresh's included). Left out: utterances that say nothing (a live region emptied, which
 * a screen reader does not speak), the spot refresh's announcement, which comes every 45 seconds of the
 * journey and so wherever a slower machine happens to be (journey 1 hears one on purpose, and checks it),
 * and a lookup's progress, heard only where its answer came slowly.
 * The spot countdown's seconds are "…", order numbers "BPM-…", times of day "…:… AM ET", and the prices
 * said after the clock is moved on "$…".
 */
function transcriptOf(log: string[]): string[] {
  const live = log.filter((l) => /^(polite|assertive): ./.test(l));
  expect(
    live.filter((l, i) => l === live[i - 1]),
    'a live announcement said twice in a row',
  ).toEqual([]);
  return log
    .filter((l) => !/^(polite|assertive): $/.test(l) && !SPOT_REFRESH.test(l) && !SLOW_ANSWER.test(l))
    .map((l) =>
      l
        .replace(/^Updates in \d+ s$/, 'Updates in … s')
        .replace(/BPM-\d+/g, 'BPM-…')
        .replace(/\b\d{1,2}:\d\d (AM|PM) ET\b/g, '…:… $1 ET')
        // Said after the clock is moved on (the price lock running out, an alert going off): the prices then
        // are those of the 45-second tick the journey has reached, which a slower machine reaches later.
        .replace(/^((polite|assertive): (Your prices were held|Price alert:).*)$/, (line) => line.replace(/\$[\d,]+\.\d\d/g, '$…')),
    );
}

/**
 * Every amount the transcript says is a figure the API gave (for the way of paying said with it), and the
 * journey said at least one: the transcript can be read as true, not only as it was heard last time.
 */
function expectAmountsFromApi(transcript: readonly string[], figures: readonly Figure[]): void {
  const said = amountsSaid(transcript);
  expect(said.length, 'amounts said on the journey').toBeGreaterThan(0);
  expect(amountsNotGiven(said, figures), 'amounts said that the API did not give').toEqual([]);
}

test.describe('what a screen reader says', { tag: SAME_AT_EVERY_WIDTH }, () => {
  test('1. home, the Silver menu, a category sorted, a product read and added, the drawer, the cart page', async ({ page }) => {
    test.setTimeout(120_000);
    await openStore(page, '/');
    const sr = screenReader(page);
    await sr.start();
    // The main navigation, its Silver menu opened, read to "1 oz Coins".
    await sr.until('moveToNextNavigation', /^navigation, Main$/);
    await sr.until('next', /^button, Silver, 1 control, not expanded$/);
    await sr.step('act');
    await sr.until('next', /^link, 1 oz Coins$/, 60);
    await sr.step('act');
    // The category: focus lands on its heading once its products are there.
    await sr.heard(/^heading, 1 oz Silver Coins, level 1$/);
    // Sorted by the price per ounce with the keyboard; the status says the new order once the list has it.
    await sr.until('moveToNextHeading', /^heading, Products, level 2$/);
    await sr.until('next', /^combobox, Sort by/, 10);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    await sort.selectOption('price-per-oz-asc');
    await sr.heard(/^polite: Showing 1–\d+ of \d+ products, sorted by lowest price per ounce$/);
    // Then back on the select, with its new value (after the announcement, so the order is always the same).
    await sr.refocus();
    await sr.until('moveToNextHeading', /level 3$/);
    const product = (await sr.until('next', /^link, /)).slice('link, '.length);
    await sr.step('act');
    // The product: its form read through (stock option, price table, quantity), then Add to cart. Its own
    // heading, not the category's, says the page has arrived.
    await sr.heard(new RegExp(`^heading, ${escape(product)}, level 1$`));
    const productId = Number(/\/product\/(\d+)\//.exec(page.url())?.[1]);
    await sr.until('moveToNextForm', /^form, Buy this product$/);
    await sr.until('next', /^button, Add to cart$/, 120);
    await sr.step('act');
    await sr.heard(/^polite: Added to your cart: 1 × /);
    await sr.until('next', /^end of form, Buy this product$/, 10);
    // Back to the header's cart button, which now counts the item, and its drawer read through.
    // By landmark to the search, then on to the cart button (past the spot tiles, whose prices move).
    await sr.until('moveToNextLandmark', /^search, Products$/, 20);
    await sr.until('next', /^button, Cart, 1 item, 1 control, not expanded$/, 30);
    await sr.step('act');
    // A shopper waits for the drawer's lines, as they would hear "Loading your cart…" until then.
    await expect(page.getByRole('region', { name: 'Cart' }).getByRole('link', { name: 'View cart' })).toBeVisible();
    await sr.until('next', /^region, Cart$/, 3);
    await sr.until('next', /^link, View cart$/, 30);
    await sr.step('act');
    // The cart page: its heading, the line, and the totals by payment method.
    await sr.heard(/^heading, Your cart \(1 item\), level 1$/);
    await sr.until('moveToNextHeading', /level 2$/);
    await sr.until('next', /^table, Totals by payment method$/, 120);
    await sr.until('next', /^end of table, Totals by payment method$/, 80);

    // A spot refresh on the cart page: said once, politely.
    await page.clock.runFor(46_000);
    await sr.heard(/^polite: Spot prices updated\. Gold \$[\d,.]+, (up|down) [\d.]+%\. Silver \$[\d,.]+, (up|down) [\d.]+%\. .+\.$/);
    const heard = transcriptOf(await sr.log());
    // The product's tiers and its ounce and premium at one, the cart's line, shipping and totals by method.
    expectAmountsFromApi(heard, [
      ...(await productFigures(page, productId, 1)),
      ...(await guestCartFigures(page, [{ productId, quantity: 1 }])),
    ]);
    expectTranscript('1-home-to-cart', heard);
  });

  test('2. checkout as a guest with eCheck: a mistake named, the price lock running out, the confirmation', async ({ page }) => {
    test.setTimeout(240_000);
    // The clock stands still (timers run): each price on the way, which follows spot's 45-second ticks, is
    // the same however long the machine takes to get there (a slower run heard $108.92 for $108.94).
    await page.clock.setFixedTime(WEEKDAY);
    const seen = callsSeen(page);
    await addWithKeyboard(page, '/product/2001/any', '2');
    await checkoutFromCart(page);
    const sr = screenReader(page);
    await sr.start();
    // Step 1 by the screen reader: the guest form, an e-mail typed, Continue.
    await sr.until('moveToNextHeading', /^heading, Sign in or continue as a guest, level 2$/);
    await sr.until('moveToNextForm', /^form, Check out as a guest$/, 5);
    await sr.until('next', /^textbox, Email address/, 10);
    await sr.step('act');
    await sr.type('guest.buyer@example.com');
    await sr.until('next', /^button, Continue as a guest$/, 10);
    await sr.step('act');
    await sr.heard(/^heading, Shipping address, level 2$/);
    // The address with the keyboard (each field it lands on is said), a zip one digit short.
    await fillAddress(page, true);
    const zip = page.getByRole('textbox', { name: 'Zip code' });
    await retype(page, zip, '1000');
    await press(page, page.getByRole('button', { name: 'Continue to delivery' }));
    // The summary takes focus and says what is wrong; its link leads to the field, said invalid.
    await sr.heard(/^group, There is a problem$/);
    await sr.until('next', /^link, Enter a 5-digit zip code, or 5 digits, a hyphen and 4 digits\.$/, 10);
    await sr.step('act');
    await sr.heard(/^textbox, Zip code, 1000, .*invalid/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('10001');
    await press(page, page.getByRole('button', { name: 'Continue to delivery' }));
    await sr.heard(/^heading, Delivery, level 2$/);
    await standardDelivery(page);
    await sr.heard(/^heading, Payment, level 2$/);
    await payByECheck(page);
    await sr.heard(/^heading, Review and place your order, level 2$/);
    await press(page, page.getByRole('checkbox', { name: /I agree to the terms/ }), 'Space');
    // The lock runs out: said once, with what to do; Place order waits for the new prices to be confirmed.
    // The lock runs out: the clock stands still again a second past its five minutes.
    await page.clock.setFixedTime(new Date(WEEKDAY.getTime() + 5 * 60_000 + 1000));
    await sr.heard(/^polite: Your prices were held for 5 minutes and .+ Confirm the new prices to place your order\.$/);
    await press(page, page.getByRole('button', { name: 'Confirm the new prices' }));
    await expect(page.getByText(/Your prices are held for [45]:\d\d/)).toBeVisible();
    await press(page, page.getByRole('button', { name: /^Place order \(\$[\d,.]+\)$/ }));
    // The confirmation: its heading, then the order read by heading.
    await sr.heard(/^heading, Thank you for your order, level 1$/);
    await sr.until('moveToNextHeading', /^heading, Order BPM-\d+ is placed, level 2$/, 5);
    await sr.until('next', /^heading, /, 40);

    const heard = transcriptOf(await sr.log());
    // The carriers, the two locks' prices and totals, the order placed; and the delivery extras, which are
    // the store's own fees (the spec's 5.95 and 3.95: no call gives them).
    expectAmountsFromApi(heard, [
      ...checkoutFigures(seen, 'standard'),
      { cents: 595, what: 'signature confirmation, the store’s fee' },
      { cents: 395, what: 'gift wrap, the store’s fee' },
    ]);
    expectTranscript('2-guest-checkout', heard);
  });

  test('3. sign in: a wrong password, then the right one; the session running out on a call that needs it', async ({ page }) => {
    test.setTimeout(120_000);
    await openStore(page, '/signin');
    const sr = screenReader(page);
    await sr.start();
    // Each field reached by the screen reader and typed into at the keyboard.
    await sr.until('moveToNextForm', /^form, Sign in$/, 10);
    await sr.until('next', /^textbox, Email address/, 10);
    await sr.focus();
    await page.keyboard.type('demo@boldbullion.test');
    await sr.refocus();
    await sr.until('next', /^textbox, Password/, 10);
    await sr.focus();
    await page.keyboard.type('not-the-password');
    await sr.refocus();
    await sr.until('next', /^button, Sign in$/, 10);
    await sr.step('act');
    // Said at once, and what was typed stays (the password said as bullets, never in clear).
    await sr.heard(/^assertive: The email or password is incorrect\.$/);
    await sr.until('previous', /^textbox, Password, •{16}/, 10);
    await sr.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Bullion#2026');
    await sr.refocus();
    await sr.until('next', /^button, Sign in$/, 10);
    await sr.step('act');
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
    await sr.heard(/^heading, .+, level 1$/);
    const signedIn = transcriptOf(await sr.log());

    // Later the session runs out: the cart's call that needs it answers 401.
    // The reader starts with the page, so what the page says as it arrives is heard.
    await sr.startOnLoad();
    await page.goto('/cart/cart?scenario=expired');
    await sr.heard(/Your login session has been expired\. Please login again using your credentials/);
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fcart%2Fcart/, { timeout: 8000 });
    await sr.heard(/^heading, Sign in or create an account, level 1$/);
    const expired = transcriptOf(await sr.log());

    expectTranscript('3-sign-in-and-expiry', [...signedIn, '(the session runs out)', ...expired]);
  });

  test('4. the bell: the inbox, one archived, the archive tab; the messages page with two archived at once', async ({ page }) => {
    test.setTimeout(120_000);
    await openStore(page, '/signin');
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const sr = screenReader(page);
    await sr.start();
    // The bell says how many are unread; opening it says the dialog's name and lands in it.
    await sr.until('moveToNextLandmark', /^search, Products$/, 10);
    await sr.until('next', /^button, Notifications, \d+ unread/, 30);
    await sr.step('act');
    await sr.heard(/^dialog, Notifications/);
    await sr.until('next', /^button, Archive the message about /, 30);
    await sr.step('act');
    await sr.heard(/^polite: Message archived\.$/);
    // The archive tab, with the arrow keys of a tab list.
    await sr.until('previous', /^tab, Inbox/, 40);
    await sr.focus();
    await page.keyboard.press('ArrowRight');
    await sr.heard(/^tab, Archive, .*selected/);
    await sr.until('next', /^tabpanel, Archive/, 5);
    await sr.until('next', /^listitem/, 10);
    // Escape closes it and gives focus back to the bell: heard again, after the key (it read the bell before).
    const beforeEscape = (await sr.log()).length;
    await page.keyboard.press('Escape');
    await sr.heard(/^button, Notifications, \d+ unread, .*not expanded|^button, Notifications, \d+ unread$/, beforeEscape);
    const bell = transcriptOf(await sr.log());

    // The full messages page: two selected and archived at once.
    await openStore(page, '/myaccounts/messages');
    await sr.start();
    await sr.until('moveToNextMain', /^main/, 10);
    await sr.until('next', /^checkbox, Select the message about /, 60);
    await sr.step('act');
    await sr.until('next', /^checkbox, Select the message about /, 30);
    await sr.step('act');
    // Archive selected is above the list: back up to it.
    await sr.until('previous', /^button, Archive selected \(2\)$/, 60);
    await sr.step('act');
    await sr.heard(/^polite: 2 messages archived\.$/);
    const page2 = transcriptOf(await sr.log());

    expectTranscript('4-messages', [...bell, '(the messages page)', ...page2]);
  });

  test.describe(() => {
    // A Saturday: the market is closed, so the holdings are valued at the same quotes on every run.
    test.use({ clockAt: new Date('2026-11-21T17:00:00Z') });

    test('5. the portfolio: its totals, a holding added with the spot of its day, a sell quote and its 1099-B threshold', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const seen = callsSeen(page);
      await openStore(page, '/signin?redirect=%2Fbold-bullion-portfolio');
      await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your portfolio');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      const sr = screenReader(page);
      await sr.start();
      // The totals, read from the page's heading to the first holding.
      await sr.until('moveToNextHeading', /^heading, Totals, level 2$/, 10);
      await sr.until('next', /^end of region, Totals$/, 120);
      // Add a holding, reached with the keyboard (the screen reader says where focus lands).
      await tabTo(page, page.getByRole('button', { name: 'Add a holding' }));
      await page.keyboard.press('Enter');
      await sr.heard(/^dialog, Add a holding bought elsewhere/);
      const dialog = page.getByRole('dialog', { name: 'Add a holding bought elsewhere' });
      await typeInto(page, dialog.getByRole('textbox', { name: 'Find the product' }), 'silver maple');
      await page.keyboard.press('Enter');
      await sr.heard(/^polite: \d+ products? found\.$/);
      await tabTo(page, dialog.getByRole('radio').first());
      await page.keyboard.press('Space');
      await tabTo(page, dialog.getByLabel('Day bought'));
      await page.keyboard.type('03142025');
      // The spot of that day, said once the day is typed.
      await sr.heard(/^polite: Silver spot on Mar 14, 2025: \$[\d,]+\.\d\d per oz\.$/);
      await tabTo(page, dialog.getByRole('textbox', { name: /^Quantity/ }));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2');
      const paid = '40.00';
      await typeInto(page, dialog.getByRole('textbox', { name: /^Price paid for each/ }), paid);
      // And the premium paid, once the price is typed.
      await sr.heard(/^polite: Silver spot on Mar 14, 2025: \$[\d,]+\.\d\d per oz\. You paid [+−]\$[\d,]+\.\d\d over spot for each/);
      await typeInto(page, dialog.getByRole('textbox', { name: /^Where you bought it/ }), 'Local coin shop');
      await tabTo(page, dialog.getByRole('button', { name: 'Add to my portfolio' }));
      await page.keyboard.press('Enter');
      await sr.heard(/^polite: 2 × .+ added to your portfolio\.$/);
      // A silver bar ticked for a sell quote: the sum and whether the sale is reported are said at once.
      const bar = page.getByRole('main').getByRole('article', { name: 'PAMP Suisse Lady Fortuna Silver Bar 10 oz', exact: true });
      await tabTo(page, bar.getByRole('checkbox', { name: /^Add to a sell quote/ }));
      await page.keyboard.press('Space');
      await sr.heard(
        /^polite: Sell quote: 1 holding, \$[\d,]+\.\d\d at our bid\. This sale does not reach a 1099-B reporting threshold\.$/,
      );

      const heard = transcriptOf(await sr.log());
      expectAmountsFromApi(heard, portfolioFigures(seen, { unitPrice: Number(paid) }));
      expectTranscript('5-portfolio', heard);
    });
  });

  test('6. price alerts set and one going off; the melt calculator to a sell-to-us request', async ({ page }) => {
    test.setTimeout(180_000);
    const seen = callsSeen(page);
    await openStore(page, '/price-alerts');
    const hint = page.getByText(/^Now \$[\d,]+\.\d\d$/);
    await expect(hint).toBeVisible();
    const now = Number((await hint.textContent())?.replace(/[^\d.]/g, ''));
    const sr = screenReader(page);
    await sr.start();
    // A rise a cent above the ask and a fall a cent below it: whichever way gold moves, one goes off.
    await sr.until('moveToNextForm', /^form, /, 10);
    await sr.until('next', /^textbox, Price in dollars/, 30);
    await sr.focus();
    await page.keyboard.type((now + 0.01).toFixed(2));
    // The field with what was typed, as a screen reader echoes it, before Enter.
    await sr.refocus();
    await page.keyboard.press('Enter');
    await sr.heard(/^polite: Alert set: Gold, spot ask rises to \$[\d,]+\.\d\d\.$/);
    await tabTo(page, page.getByRole('combobox', { name: 'When' }));
    await page.keyboard.press('ArrowDown');
    await sr.refocus();
    await tabTo(page, page.getByRole('textbox', { name: /^Price in dollars/ }));
    await page.keyboard.type((now - 0.01).toFixed(2));
    await page.keyboard.press('Enter');
    await sr.heard(/^polite: Alert set: Gold, spot ask falls to \$[\d,]+\.\d\d\.$/);
    // Home, and the next spot refresh crosses one: it is said at once, on whatever page the shopper is.
    await homeByLogo(page);
    await sr.heard(/^heading, Bullion priced live off the spot market, level 1$/);
    await page.clock.runFor(46_000);
    await sr.heard(/Price alert: Gold’s spot ask (rose|fell) to \$[\d,]+\.\d\d \(your alert: \$[\d,]+\.\d\d\)\.$/);
    const alertsSaid = await sr.log();
    const alerts = transcriptOf(alertsSaid);

    // The melt calculator, by home's Market tools (in the page, as a shopper goes: the server's mock stands
    // at the journey's start, the browser's clock has moved on): twenty 1 oz silver pieces valued, then
    // sent to a sell-to-us request.
    await expect(page.getByRole('link', { name: 'Melt value calculator' })).toBeVisible();
    await sr.until('moveToNextNavigation', /^navigation, Market tools$/, 20);
    await sr.until('next', /^link, Melt value calculator$/, 10);
    await sr.step('act');
    await sr.heard(/^heading, Melt value calculator, level 1$/);
    await sr.until('next', /^textbox, Pieces/, 80);
    await sr.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('20');
    await sr.refocus();
    await expect(
      page
        .getByRole('table', { name: 'Melt value at spot' })
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('19.9800');
    // The new total is said once typing stops; then the table is read.
    await sr.heard(/^polite: Total melt value: \$[\d,]+\.\d\d at the bid, \$[\d,]+\.\d\d at the ask\.$/);
    await sr.until('next', /^table, Melt value at spot/, 80);
    await sr.until('next', /^end of table, Melt value at spot/, 80);
    await sr.until('next', /^button, Sell these to us$/, 20);
    await sr.step('act');
    await sr.heard(/^heading, Sell To Us, level 1$/);
    await sr.until('next', /filled in below\. Add your name and email/, 30);
    const melt = transcriptOf((await sr.log()).slice(alertsSaid.length));

    // Spot as the server rendered it and as each of the page's refreshes had it: the tiles, the ask the
    // alerts were set a cent either side of, and the melt of 20 × 1 oz at .999 (19.98 oz) at the bid and ask.
    const spots = [
      (await apiGet(page, '/api/Pricing/GetSpotPrices')).data,
      ...seen('/api/Pricing/GetSpotPrices').map((s) => s.answer.data),
    ];
    const ounces = 20 * 0.999;
    expectAmountsFromApi(
      [...alerts, ...melt],
      [
        ...spots.flatMap((spot) => [
          ...spotFigures(spot),
          { cents: Math.round(ounces * spot.silverBid * 100), what: `${ounces} oz of silver at the bid` },
          { cents: Math.round(ounces * spot.silverAsk * 100), what: `${ounces} oz of silver at the ask` },
        ]),
        { cents: cents(now) + 1, what: 'the alert typed, a cent above the gold ask' },
        { cents: cents(now) - 1, what: 'the alert typed, a cent below the gold ask' },
      ],
    );
    expectTranscript('6-alerts-and-melt', [...alerts, '(the melt calculator)', ...melt]);
  });

  test('7. search: typing with suggestions, then the results page with its count', async ({ page }) => {
    await openStore(page, '/');
    const sr = screenReader(page);
    await sr.start();
    // To the search landmark, then its field.
    await sr.until('moveToNextLandmark', /^search, Products$/);
    await sr.until('next', /^combobox, Search products/);
    await sr.step('act');
    await sr.type('silver eagle');
    // Said once the suggestions settle, not for each letter typed.
    await sr.heard(/^polite: \d+ suggestions\. Use the up and down arrow keys to choose, or press Enter to search\.$/);
    await sr.press('ArrowDown');
    await sr.heard(/active descendant .+, from \$[\d,]+\.\d\d/);
    // Escape closes the list and leaves what was typed; Enter searches for it.
    await sr.press('Escape');
    await sr.press('Enter');
    await expect(page).toHaveURL(/\/search\/searchresults\?searchkey=silver%20eagle$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The results page: focus moves to its heading, so that is heard first; then the count, the first result.
    await sr.heard(/^heading, Search results for “silver eagle”, level 1$/);
    // The count is announced once the results are in: heard before reading on, or whether it comes before
    // or after the reader's next step depends on the machine's speed.
    await sr.heard(/^polite: \d+ products? found\.$/);
    await sr.until('next', /^\d+ products? found\.$/, 20);
    await sr.until('moveToNextHeading', /level 3$/);
    await sr.until('next', /^end of article/, 40);

    const heard = transcriptOf(await sr.log());
    // The suggestion's "from" price, and each result's "as low as", its ounce and its premium over spot.
    const [{ data: suggestions }, { dataList }] = await Promise.all([
      apiGet(page, '/api/Product/GetSearchSuggestions', { keyword: 'silver eagle' }),
      apiGet(page, '/api/Product/SearchProductsByKeyword', { keyword: 'silver eagle' }),
    ]);
    expectAmountsFromApi(heard, [...listingFigures(suggestions), ...listingFigures(dataList.searchProductsByKW)]);
    expectTranscript('7-search', heard);
  });
});
