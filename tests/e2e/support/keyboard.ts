import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until the element has focus (keyboard only), or Shift+Tab when it comes before the focus
 * (back up to the header from a long page, as a keyboard user does); fails after `max` presses.
 */
export async function tabTo(page: Page, locator: Locator, max = 80): Promise<void> {
  // As long as any expectation waits: a page just reloaded on a busy machine can take more than 5 s to show its form.
  let target = await locator.elementHandle({ timeout: 15_000 }).catch((e: unknown) => {
    throw new Error(
      `tabTo: ${String(locator)} did not resolve to one element: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
    );
  });
  if (!target) throw new Error(`tabTo: ${String(locator)} not found`);
  const before = await target.evaluate((el) => {
    const active = document.activeElement;
    return (
      active !== null &&
      active !== document.body &&
      !active.contains(el) &&
      (el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    );
  });
  const key = before ? 'Shift+Tab' : 'Tab';
  // The element found is asked whether it has focus after each press, and the locator asked again once
  // it has left the page: a part that renders again while the keys are pressed (the header when the
  // session or its messages arrive) replaces its button, and the old one can never take focus. Asking the
  // locator itself at each press computed the accessible name of every candidate on the page each time (a
  // role query on home reads some 300 links): 33 ms a press with the suite's two workers busy.
  for (let i = 0; i < max; i++) {
    let focused = await target.evaluate((el) => (el.isConnected ? el === document.activeElement : null));
    if (focused === null) {
      target = await locator.elementHandle({ timeout: 5000 });
      focused = await target.evaluate((el) => el === document.activeElement);
    }
    if (focused) return;
    await page.keyboard.press(key);
  }
  throw new Error(`tabTo: could not reach ${String(locator)} with ${max} Tab presses`);
}

/** Tabs to a field and types into it, as a keyboard user would. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Signs in on the open sign-in page with the keyboard alone. */
export async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await typeInto(page, form.getByRole('textbox', { name: 'Email address' }), email);
  await typeInto(page, form.getByLabel(/^Password/), password);
  await tabTo(page, form.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
}

/** Tabs to a field, selects what is in it and types over it, as a keyboard user corrects a field. */
export async function retype(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Back to the home page by the header's logo, with the keyboard. */
export async function homeByLogo(page: Page): Promise<void> {
  await tabTo(
    page,
    page
      .getByRole('banner')
      .getByRole('link', { name: /Bold Precious Metals/ })
      .first(),
  );
  await page.keyboard.press('Enter');
}

/** Changes the password on the open account settings page with the keyboard alone, and waits for the saying so. */
export async function changePasswordWithKeyboard(page: Page, current: string, next: string): Promise<void> {
  const password = page.getByRole('form', { name: 'Password' });
  await typeInto(page, password.getByLabel(/^Current password/), current);
  await typeInto(page, password.getByLabel(/^New password/), next);
  await typeInto(page, password.getByLabel(/^Repeat the new password/), next);
  await page.keyboard.press('Enter');
  await expect(password.getByRole('status')).toHaveText('Your password has been changed.');
}
