import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { addWithKeyboard, expectEmptyCart } from './support/cart';
import { signInWithKeyboard, tabTo } from './support/keyboard';
import { expectToast, openStore } from './support/store';

/** The main pages of the store, as a guest. */
const PAGES = [
  ['home', '/'],
  ['a category', '/silver-bullion'],
  ['a product', '/product/2001/any'],
  ['search results', '/search/searchresults?searchkey=gold'],
  ['the cart', '/cart/cart'],
  ['checkout', '/checkout'],
  ['sign in', '/signin'],
  ['articles', '/blogs'],
  ['state sales tax', '/state-sales-tax'],
] as const;

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 1024;

/** Elements that stick out past the right edge of the viewport and are not inside their own scroll region. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return [];
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const o = getComputedStyle(e).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= root.clientWidth + 1 || scrolls(el.parentElement)) continue;
      culprits.push(
        `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right edge ${Math.round(r.right)} > ${root.clientWidth}: ${(el.textContent ?? '').trim().slice(0, 40)}`,
      );
    }
    return culprits.length ? culprits.slice(0, 5) : [`the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport`];
  });
}

/** Text cut off by a box that hides overflow (visually hidden text and scroll regions excepted). */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const s = getComputedStyle(el);
      const hidesX = s.overflowX === 'hidden' || s.overflowX === 'clip';
      const hidesY = s.overflowY === 'hidden' || s.overflowY === 'clip';
      if (!hidesX && !hidesY) continue;
      if (el.clientWidth <= 2 || el.clientHeight <= 2 || !(el.innerText ?? '').trim()) continue;
      if (el.closest('[aria-hidden="true"], [hidden]')) continue;
      const cutX = hidesX && el.scrollWidth > el.clientWidth + 2;
      const cutY = hidesY && el.scrollHeight > el.clientHeight + 2;
      if (cutX || cutY)
        out.push(
          `<${el.tagName.toLowerCase()} class="${el.className}"> ${cutX ? 'width' : 'height'} cut: ${el.innerText.trim().slice(0, 40)}`,
        );
    }
    return out.slice(0, 5);
  });
}

/** WCAG 1.4.12's text-spacing overrides. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

test.describe('reflow, zoom and text spacing (WCAG 1.4.10, 1.4.4, 1.4.12)', () => {
  // The overrides are a user style sheet; the store's CSP rightly refuses injected styles, so it is bypassed here.
  test.use({ bypassCSP: true });

  for (const [name, path] of PAGES) {
    test(`${name}: no sideways scrolling at this width, 320 px and 400% zoom; nothing clipped with text spacing`, async ({ page }) => {
      await openStore(page, path);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Loading/);
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page), `at ${page.viewportSize()?.width} px`).toEqual([]);
      if (isDesktop(page)) {
        // 320 CSS px is the width of 1280 at 400%; at that zoom the viewport is also only 200 px tall.
        for (const size of [
          { width: 320, height: 640 },
          { width: 320, height: 200 },
        ]) {
          await page.setViewportSize(size);
          await expect.poll(() => sidewaysOverflow(page), { message: `at ${size.width}×${size.height}` }).toEqual([]);
        }
      }
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await clippedText(page), 'text clipped with the text-spacing overrides').toEqual([]);
      expect(await sidewaysOverflow(page), 'sideways scrolling with the text-spacing overrides').toEqual([]);
    });
  }
});

test.describe('focus never hidden, lost or invisible', () => {
  for (const [name, path] of [
    ['a long category page', '/silver-bullion'],
    ['a product page', '/product/2001/any'],
  ] as const) {
    test(`${name}: no focused element is covered by the sticky header (WCAG 2.4.11)`, async ({ page }) => {
      test.skip(!isDesktop(page), 'the header is sticky only on wide screens');
      test.setTimeout(120_000);
      await openStore(page, path);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Loading/);
      let checked = 0;
      for (let i = 0; i < 70; i++) {
        await page.keyboard.press('Tab');
        // What is painted at the focused element's centre once scrolling settles: the element itself, or
        // (a failure) the header over it or nothing because it is off screen.
        const obscured = () =>
          page.evaluate(() => {
            const el = document.activeElement;
            if (!el || el === document.body || el.closest('header, [role="dialog"], [data-radix-popper-content-wrapper]')) return null;
            const r = el.getBoundingClientRect();
            const x = r.left + Math.min(r.width / 2, 20);
            const y = r.top + Math.min(r.height / 2, 20);
            const what = `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
            if (y < 0 || y > window.innerHeight) return `${what} is off screen (top ${Math.round(r.top)})`;
            const top = document.elementFromPoint(x, y);
            if (top && (top === el || el.contains(top) || top.contains(el))) return '';
            return `${what} is under ${top?.closest('header') ? 'the sticky header' : `<${top?.tagName.toLowerCase()}>`}`;
          });
        if ((await obscured()) === null) continue;
        checked++;
        // Up to 5 s for the browser to scroll the focused element into view: a CI run with both workers
        // starting at once took longer than 2 s once (a checkbox 19 px below the fold); one never scrolled
        // into view fails all the same.
        await expect.poll(obscured, { timeout: 5000 }).toBe('');
      }
      expect(checked).toBeGreaterThan(20);
    });
  }

  test('a control of the sticky header that takes focus leaves the page where the shopper was', async ({ page }) => {
    test.skip(!isDesktop(page), 'the header is sticky only on wide screens');
    // Scrolling at once, so where the page is can be read as soon as focus has moved.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openStore(page, '/silver-bullion');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Loading/);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect(await scrollY()).toBe(1500);
    // The dialog gives focus back to its button in the header.
    const preferences = page.getByRole('button', { name: 'Preferences' });
    await preferences.click();
    await expect(page.getByRole('dialog', { name: 'Your preferences' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preferences).toBeFocused();
    expect(await scrollY()).toBe(1500);
    // Focus moved into the header from the page.
    await page.getByRole('main').getByRole('link').first().focus();
    const reading = await scrollY();
    await page.getByRole('banner').getByRole('link', { name: 'Deals' }).focus();
    expect(await scrollY()).toBe(reading);
  });

  test('forced colours: every focused control shows a ring, badges and price direction stay visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await addWithKeyboard(page, '/product/2001/any', '1');
    await openStore(page, '/');
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || el.tabIndex < 0 || getComputedStyle(el).visibility === 'hidden') return null;
        const s = getComputedStyle(el);
        const width = parseFloat(s.outlineWidth);
        return {
          what: `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
          ok: s.outlineStyle !== 'none' && width >= 2,
        };
      });
      if (!ring) continue;
      checked++;
      expect(ring, `${ring.what} has no focus ring in forced colours`).toEqual({ what: ring.what, ok: true });
    }
    expect(checked).toBeGreaterThan(15);
    // The cart's count and the price arrows are text, so they keep the system's text colour on its canvas.
    const badge = page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' });
    await expect(badge).toBeVisible();
    const direction = page.getByRole('link', { name: /^Gold \$[\d,]+\.\d\d (up|down|unchanged)/ }).first();
    await expect(direction).toBeVisible();
    expect(await direction.evaluate((el) => /[▲▼■]/.test(el.textContent ?? ''))).toBe(true);
  });

  test('reduced motion: nothing animates or transitions, opening menus and the drawer included', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await addWithKeyboard(page, '/product/2001/any', '1');
    await openStore(page, '/');
    const cart = page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' });
    await cart.click();
    await expect(page.getByRole('region', { name: 'Cart', exact: true })).toBeVisible();
    const moving = await page.evaluate(() => {
      const found: string[] = [];
      for (const a of document.getAnimations())
        if (a.playState === 'running') found.push(`animation on ${(a.effect as KeyframeEffect | null)?.target?.nodeName ?? '?'}`);
      for (const el of Array.from(document.querySelectorAll('*'))) {
        const s = getComputedStyle(el);
        const moves = (list: string) => list.split(',').some((d) => parseFloat(d) > 0);
        if (moves(s.transitionDuration) || (s.animationName !== 'none' && moves(s.animationDuration)))
          found.push(`${el.tagName}.${el.getAttribute('class') ?? ''}`);
      }
      if (getComputedStyle(document.documentElement).scrollBehavior !== 'auto') found.push('smooth scrolling');
      return found.slice(0, 5);
    });
    expect(moving).toEqual([]);
  });

  test('keyboard only: deleting a cart line puts focus on the next line, and on the heading when the cart is empty', async ({ page }) => {
    test.setTimeout(120_000);
    const first = await addWithKeyboard(page, '/product/2001/any', '1');
    const second = await addWithKeyboard(page, '/product/3001/any', '1');
    await openStore(page, '/cart/cart');
    const deleteFirst = page.getByRole('button', { name: `Delete ${first}` });
    await tabTo(page, deleteFirst);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Product deleted successfully');
    await expect(deleteFirst).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete ${second}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
    await expectEmptyCart(page);
  });

  test('the bell: one tab stop for the tabs, arrows move between them, archiving keeps focus on the next message', async ({ page }) => {
    test.setTimeout(120_000);
    await openStore(page, '/signin');
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    // Signed in and on the next page, whose heading has focus: the header is the customer's from here on.
    await expect(page).not.toHaveURL(/\/signin/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const inbox = popover.getByRole('tab', { name: 'Inbox' });
    const archive = popover.getByRole('tab', { name: 'Archive' });
    await tabTo(page, inbox, 5);
    await expect(inbox).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(archive).toBeFocused();
    await expect(archive).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(inbox).toBeFocused();
    await page.keyboard.press('End');
    await expect(archive).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(inbox).toBeFocused();
    await expect(inbox).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is a tab stop: Tab leaves the tab list for the messages.
    await page.keyboard.press('Tab');
    await expect(archive).not.toBeFocused();
    await expect(popover.getByRole('tabpanel')).toBeVisible();

    const messages = popover.getByRole('tabpanel').getByRole('listitem');
    const before = await messages.count();
    expect(before).toBeGreaterThan(1);
    const secondText = (await messages.nth(1).getByRole('button').first().textContent()) ?? '';
    await tabTo(page, messages.first().getByRole('button', { name: /^Archive/ }), 10);
    await page.keyboard.press('Enter');
    await expect(messages).toHaveCount(before - 1);
    await expect(messages.first().getByRole('button').first()).toBeFocused();
    await expect(messages.first().getByRole('button').first()).toHaveText(secondText);
    await expectAccessible(page);

    // Reading an unread message drops the count by one and tells the server: after a reload it is still read.
    const unreadNow = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread$/)?.[1]);
    expect(unreadNow).toBeGreaterThan(0);
    const named = (n: number) => (n ? `Notifications, ${n} unread` : 'Notifications');
    // The count drops at once; the reload waits for the server's answer (a reload before it would lose the read).
    const told = page.waitForResponse((r) => r.url().includes('/api/Customer/MarkMessagesRead') && r.ok());
    await popover
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Unread: / })
      .first()
      .click();
    await expect(bell).toHaveAccessibleName(named(unreadNow - 1));
    await told;
    await page.reload();
    await expect(bell).toHaveAccessibleName(named(unreadNow - 1));
  });
});

test.describe('spot announcements', () => {
  test('one announcer at every width, heard once per refresh, and silent while the shopper types', async ({ page }) => {
    test.setTimeout(120_000);
    // A weekday: at the weekend the feed repeats Friday's close and nothing moves.
    await page.clock.install({ time: new Date('2026-11-18T15:00:00Z') });
    await openStore(page, '/');
    const announcer = page.getByTestId('spot-announcer');
    await expect(announcer).toHaveCount(1);
    expect(await announcer.evaluate((el) => el.checkVisibility())).toBe(true);
    await expect(announcer).toHaveText('');
    await announcer.evaluate((el) => {
      const w = window as unknown as { announcements: string[] };
      w.announcements = [];
      new MutationObserver(() => w.announcements.push(el.textContent ?? '')).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const heard = () => page.evaluate(() => (window as unknown as { announcements: string[] }).announcements.filter(Boolean));
    // One refresh (the countdown is 45 s): one announcement, and no second one for the same refresh.
    await page.clock.runFor(46_000);
    await expect.poll(heard).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(await heard()).toHaveLength(1);
    expect((await heard())[0]).toMatch(/^Spot prices updated\. Gold \$[\d,]+\.\d\d, (up|down) [\d.]+%\. Silver /);

    // Typing in the newsletter's email field: the tiles move, the announcer says nothing.
    const gold = page.getByRole('link', { name: /^Gold \$/ }).first();
    const tiles = await gold.textContent();
    const email = page.getByRole('contentinfo').getByRole('textbox').first();
    await email.focus();
    await page.keyboard.type('shopper@');
    await page.clock.runFor(46_000);
    await expect.poll(() => gold.textContent()).not.toBe(tiles);
    await page.waitForLoadState('networkidle');
    await expect(email).toBeFocused();
    expect(await heard()).toHaveLength(1);
  });
});
