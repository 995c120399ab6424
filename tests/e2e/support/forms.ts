import type { Locator } from '@playwright/test';

/** Who writes to the store in the form tests (contact, sell-to-us): their first and last name and email. */
export const ADA = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } as const;

/** Fills a form's First name, Last name and Email address fields as `who`. */
export async function fillWhoWrites(form: Locator, who: typeof ADA = ADA): Promise<void> {
  await form.getByRole('textbox', { name: 'First name' }).fill(who.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(who.lastName);
  await form.getByRole('textbox', { name: 'Email address' }).fill(who.email);
}
