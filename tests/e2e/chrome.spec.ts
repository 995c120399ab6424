import { expect, test, type Page } from '@playwright/test';
import { SSR_PORT } from '../../playwright.config';
import { expectAccessible } from './support/accessibility';
import { tabTo } from './support/keyboard';
import { expectToast, openStore, SAME_AT_EVERY_WIDTH } from './support/store';

const MEGA_MENUS = ['Silver', 'Gold', 'Platinum', 'Copper', 'Jewelry', 'Best Seller'];
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 1024;

test.describe('header', () => {
  test('shows the banner, four live spot prices, the greeting, LOGIN and the support links', async ({ page }) => {
    // A Wednesday morning in New York: the spot market is open.
    await page.clock.install({ time: new Date('2026-11-18T15:00:00Z') });
    await openStore(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toContainText('FREE SHIPPING ON DOMESTIC ORDERS - $199 or more, FULLY INSURED DOMESTIC & INTERNATIONAL ORDERS');
    await expect(header.getByText('Hello, Guest!')).toBeVisible();
    // The spec's capitals on screen, a word to a screen reader.
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveText('LOGIN');
    await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    const spot = page.getByRole('region', { name: 'Live spot prices' }).filter({ visible: true }).first();
    for (const metal of ['Gold', 'Silver', 'Platinum'])
      await expect(spot.getByRole('link', { name: new RegExp(`^${metal} \\$[\\d,]+\\.\\d\\d (up|down|unchanged) `) })).toBeVisible();
    if (!isMobile(page)) {
      await expect(spot.getByText(/Updates in \d+ s/)).toBeVisible();
      await expect(header.getByRole('link', { name: 'Call 1(866)454-BOLD' })).toHaveAttribute('href', 'tel:+18664542653');
    }
  });

  test('while the spot market is closed, the header says prices are the last close and when trading resumes', async ({ page }) => {
    // Saturday noon in New York.
    await page.clock.install({ time: new Date('2026-11-21T17:00:00Z') });
    await openStore(page, '/');
    // Under the tiles on a desktop, first in the ticker on a phone.
    const notice = page.getByText('Market closed: last-close prices. Trading resumes Sun 6:00 PM ET.').filter({ visible: true });
    await expect(notice).toHaveCount(1);
    await expect(page.getByText(/Updates in \d+ s/).filter({ visible: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('Manage Portfolio warns a signed-out shopper and goes to the portfolio page', async ({ page }) => {
    test.skip(isMobile(page), 'the portfolio tile is a desktop header element');
    await openStore(page, '/');
    await page.getByRole('link', { name: 'Manage Portfolio' }).click();
    await expectToast(page, 'Please log in to access your portfolio.');
    await expect(page).toHaveURL(/\/bold-bullion-portfolio\?portfolio=0$/);
  });

  test('the checkout header is reduced: logo, Checkout and the phone, no navigation', async ({ page }) => {
    await openStore(page, '/checkout');
    const header = page.getByRole('banner');
    await expect(header.getByText('Checkout', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Questions? Call 1(866)454-BOLD' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await openStore(page, '/invest-in-silver-gold-bullion');
    await expect(page.getByRole('banner').getByText('Checkout', { exact: true })).toHaveCount(0);
  });
});

test.describe('navigation', () => {
  test('desktop: every mega-menu opens, is walked and closed with the keyboard alone, and passes axe open', async ({ page }) => {
    test.skip(isMobile(page), 'desktop mega-menus');
    // Six menus, every link visited with Tab and an axe run each: longer than the default 30 s.
    test.setTimeout(240_000);
    await openStore(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('button', { name: 'Silver' }));
    for (const name of MEGA_MENUS) {
      const trigger = nav.getByRole('button', { name });
      await tabTo(page, trigger, 80);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const content = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      const links = content.getByRole('link');
      const count = await links.count();
      expect(count, `${name} menu links`).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < count; i++) {
        await page.keyboard.press('Tab');
        await expect(links.nth(i)).toBeFocused();
      }
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    }
    // Site links, not an application menu: no role=menu anywhere in the navigation.
    await expect(nav.getByRole('menu')).toHaveCount(0);
    await expect(nav.getByRole('menuitem')).toHaveCount(0);
  });

  test('desktop: a menu link leads to its page, and New badges stand beside Silver at Spot', async ({ page }) => {
    test.skip(isMobile(page), 'desktop mega-menus');
    await openStore(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Silver' }).click();
    await expect(nav.getByRole('link', { name: 'Silver at Spot New' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'US Mint' })).toHaveAttribute('href', '/silver/us-silver-coins');
    await expect(nav.getByRole('link', { name: 'Sell To Us' })).toHaveAttribute('href', '/sell-to-us');
  });

  test('mobile: the side menu opens with the keyboard, passes axe, expands a menu and closes with Escape', async ({ page }) => {
    test.skip(!isMobile(page), 'mobile side menu');
    // Tabs through every mega-menu of the side menu: about 25 s alone on this machine.
    test.setTimeout(120_000);
    await openStore(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Login/Register', exact: true })).toBeVisible();
    for (const name of MEGA_MENUS) {
      const summary = dialog.locator('summary', { hasText: name }).first();
      await tabTo(page, summary);
      await page.keyboard.press('Enter');
      await expect(summary.locator('..')).toHaveAttribute('open', '');
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });
});

test.describe('a phone reaches what the desktop header offers', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The side menu, opened from the keyboard. */
  async function openMenu(page: Page) {
    await tabTo(page, page.getByRole('button', { name: 'Menu' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('at 390 px: Login/Register, the portfolio, Shop In-Stock and support by phone and e-mail, from the side menu', async ({
    page,
  }, info) => {
    test.skip(info.project.name === 'mobile', 'the same 390 px page in both projects: walked once');
    await openStore(page, '/');
    const banner = page.getByRole('banner');
    // The header has no room for them at this width…
    await expect(banner.getByRole('link', { name: 'Manage Portfolio' })).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Shop In-Stock' })).toBeHidden();
    await expect(banner.getByRole('list', { name: 'Customer support' })).toBeHidden();
    // …so the side menu has them.
    let menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Login/Register', exact: true })).toHaveAttribute('href', '/signin');
    const support = menu.getByRole('list', { name: 'Customer support' });
    await expect(support.getByRole('link', { name: 'Call 1(866)454-BOLD' })).toHaveAttribute('href', /^tel:/);
    await expect(support.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
    await expectAccessible(page);
    await tabTo(page, menu.getByRole('link', { name: 'Manage Portfolio' }));
    await page.keyboard.press('Enter');
    // A guest is told to log in, on the portfolio page as the header opens it.
    await expectToast(page, 'Please log in to access your portfolio.');
    await expect(page).toHaveURL(/\/bold-bullion-portfolio\?portfolio=0$/);
    await expect(menu).toHaveCount(0);
    menu = await openMenu(page);
    await tabTo(page, menu.getByRole('link', { name: 'Shop In-Stock' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bullion-in-stock$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the header shows them itself from 1025 px; at 1024 the side menu has them', async ({ page }, info) => {
    test.skip(info.project.name === 'mobile', 'widths set by the test: walked once');
    await page.setViewportSize({ width: 1025, height: 800 });
    await openStore(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Manage Portfolio' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Shop In-Stock' })).toBeVisible();
    await expect(banner.getByRole('list', { name: 'Customer support' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(banner.getByRole('link', { name: 'Shop In-Stock' })).toBeHidden();
    const menu = await openMenu(page);
    await expect(menu.getByRole('list', { name: 'Shortcuts' }).getByRole('link')).toHaveText(['Manage Portfolio', 'Shop In-Stock']);
  });
});

test.describe('popups', () => {
  test('the preferences popup opens from the keyboard, passes axe, and keeps a guest’s choices', async ({ page }) => {
    await openStore(page, '/');
    const trigger = page.getByRole('button', { name: 'Preferences' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your preferences' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: 'Gold' }).check();
    await dialog.getByRole('radio', { name: 'Bars' }).check();
    await dialog.getByRole('checkbox', { name: 'Perth Mint' }).check();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Your preferences are saved in this browser.');
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Your preferences' }).getByRole('radio', { name: 'Gold' })).toBeChecked();
    await expect(page.getByRole('dialog', { name: 'Your preferences' }).getByRole('radio', { name: 'Bars' })).toBeChecked();
    await expect(page.getByRole('dialog', { name: 'Your preferences' }).getByRole('checkbox', { name: 'Perth Mint' })).toBeChecked();
    await expect(page.getByRole('dialog', { name: 'Your preferences' }).getByRole('checkbox', { name: 'US Mint' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('the site notice appears on the first scroll, passes axe, and once dismissed stays away', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/UI/GetNotice')) asked.push(request.url());
    });
    await openStore(page, '/', { notice: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    const notice = page.getByRole('dialog', { name: 'Holiday shipping schedule' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Orders placed after December 20 ship on January 2.');
    await expectAccessible(page);
    expect(asked).toHaveLength(1);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toHaveCount(0);
    asked.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once dismissed the notice is never asked for again: the first scroll sends no request for it.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Two frames: the scroll listener has run and React has committed what it caused.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
    expect(asked).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('site behaviours', () => {
  test(
    'the chat widget runs from its own host at the first scroll on a window wider than 1024 px, never at 1024 or narrower',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ browser, baseURL }) => {
      // Each width in a browser of its own (the site notice, once dismissed, stays away), on both ways the
      // store is served: the files with their preview's policy, and the production server with its own.
      // Four home pages opened: 60 s with the machine busy, each taking up to 15.
      test.setTimeout(150_000);
      for (const origin of [baseURL ?? '', `http://localhost:${SSR_PORT}`])
        for (const width of [1024, 1025]) {
          const page = await browser.newPage({ viewport: { width, height: 800 } });
          const where = `${origin} at ${width} px`;
          const widget = page.locator('script[data-chat-widget]');
          await openStore(page, `${origin}/`, { notice: true });
          await expect(widget, `${where}, before any scroll`).toHaveCount(0);
          await page.mouse.wheel(0, 400);
          // The site notice comes at the first scroll too: once it shows, the first scroll has had its effects.
          await expect(page.getByRole('dialog', { name: 'Holiday shipping schedule' })).toBeVisible();
          if (width > 1024) await expect(page.locator('html[data-chat-widget="running"]'), where).toHaveCount(1);
          else await expect(widget, where).toHaveCount(0);
          await page.close();
        }
    },
  );

  test('back to top shows on desktop once scrolled past 300px (not at 300) and takes the shopper up; never on mobile', async ({ page }) => {
    await openStore(page, '/');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const button = page.getByRole('button', { name: 'Back to top' });
    // At once, not with the store's smooth scroll, and only judged after the page has drawn two frames
    // at that position: its scroll handler has run by then, so an absent button is really absent.
    const scrollTo = (top: number) =>
      page.evaluate(
        (y) =>
          new Promise<number>((done) => {
            window.scrollTo({ top: y, behavior: 'instant' });
            requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY)));
          }),
        top,
      );
    expect(await scrollTo(300)).toBe(300);
    await expect(button).toHaveCount(0);
    expect(await scrollTo(301)).toBe(301);
    if (isMobile(page)) {
      await expect(button).toHaveCount(0);
      return;
    }
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header collapses once the page is scrolled at all, moving nothing below it: the banner goes, and is back at the top', async ({
    page,
  }) => {
    await openStore(page, '/');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const banner = page.getByRole('banner').getByText('FREE SHIPPING ON DOMESTIC ORDERS', { exact: false });
    await expect(banner).toBeVisible();
    // Where the page is after the frame the browser's scroll anchoring would have moved it in.
    const settled = () =>
      page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return { scrollY: window.scrollY, mainTop: document.querySelector('main')?.getBoundingClientRect().top ?? NaN };
      });
    const top = await settled();
    expect(top.scrollY).toBe(0);
    // One pixel is scrolled at all: the header collapses, and the page moved by that pixel alone (it was
    // scrolled back to the top as the header shrank, and opened it again).
    await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
    await expect(banner).toBeHidden();
    expect(await settled()).toEqual({ scrollY: 1, mainTop: top.mainTop - 1 });
    await expect(banner).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
    expect(await settled()).toEqual({ scrollY: 20, mainTop: top.mainTop - 20 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(banner).toBeVisible();
    expect(await settled()).toEqual(top);
  });

  test('toasts sit top centre above 1024px and bottom centre up to 1024px', async ({ page }) => {
    await openStore(page, '/');
    await page.getByRole('button', { name: 'Preferences' }).click();
    await page.getByRole('dialog', { name: 'Your preferences' }).getByRole('button', { name: 'Save preferences' }).click();
    const toastBox = await page
      .getByRole('region', { name: /Notification/ })
      .getByText('Your preferences are saved in this browser.', { exact: true })
      .boundingBox();
    const viewport = page.viewportSize();
    expect(toastBox && viewport).toBeTruthy();
    if (!toastBox || !viewport) return;
    const centre = toastBox.x + toastBox.width / 2;
    expect(Math.abs(centre - viewport.width / 2)).toBeLessThan(viewport.width * 0.2);
    if (isMobile(page)) expect(toastBox.y).toBeGreaterThan(viewport.height / 2);
    else expect(toastBox.y).toBeLessThan(viewport.height / 4);
  });
});

test.describe('footer newsletter', () => {
  test('validates with the spec’s texts, then subscribes and says so; a second time says already connected', async ({ page }) => {
    await openStore(page, '/');
    const form = page.getByRole('form', { name: 'Connect with Bold' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    await expect(form.getByRole('checkbox', { name: 'I am not a robot' })).toHaveCount(0);
    // The words for a shopper without script are not shown to one with it.
    await expect(form.getByText(/^Subscribing needs JavaScript/)).toBeHidden();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter an email id to connect with Bold.')).toBeVisible();
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email id to connect with Bold.')).toBeVisible();
    const address = `stacker.${test.info().project.name}.${Date.now()}@example.com`;
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please complete the CAPTCHA verification.')).toBeVisible();
    await form.getByRole('checkbox', { name: 'I am not a robot' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'You are successfully connected to Bold Precious Metal. We will get back to you soon.',
    );
    await expect(form.getByRole('checkbox', { name: 'I am not a robot' })).toHaveCount(0);
    await email.fill(address);
    await expect(form.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
    await form.getByRole('checkbox', { name: 'I am not a robot' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('You are already connected to Bold.');
    await expectAccessible(page);
  });
});
