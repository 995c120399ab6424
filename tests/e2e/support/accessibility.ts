import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe as its minified build, the same version and rules as the package's `source` (its unminified build, 1.5 MB
 * against 0.65 MB): a new page parses it in about 170 ms instead of 280, and the test's process sends the
 * browser half the bytes, once for every page a test checks.
 */
const AXE_SOURCE = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

/** What AxeBuilder evaluates in place of axe's source once the page has axe: nothing. */
const ALREADY_IN_THE_PAGE = 'void 0';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page (or the part `include` selects), one line each with up to three targets. */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // The desktop header is sticky by design; content scrolled beneath it would read as overlapping
  // targets. Judge the page from its top, where nothing is under the header. At once: the store scrolls
  // smoothly, and a page still gliding up after the check moves what the test clicks next from under
  // the pointer (a click on a link landed 80 px off it).
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  // The store has no frames, so axe runs in the page itself (legacy mode): the frame-by-frame mode
  // opens a blank page to merge results and took 7 s a run here instead of 2.5 s. A page that ever
  // gains a frame is still checked frame by frame.
  const framed = page.frames().length > 1;
  // AxeBuilder evaluates axe's half-megabyte source in the page twice a run (a third of a run's time). A
  // page keeps it until it is left: it is put in once per page, and the builder's own evaluations are
  // made empty. Frames each need their own copy, which the builder puts in.
  let axeSource: string | undefined;
  if (!framed) {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    axeSource = ALREADY_IN_THE_PAGE;
  }
  // Only violations are reported: axe skips gathering the nodes of passed and inapplicable rules.
  let builder = new AxeBuilder({ page, axeSource })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!framed);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

/**
 * What is wrong with the page's heading outline as a screen reader lists it (hidden headings left out):
 * it must start with its one h1 (an open menu's headings aside) and never skip a level going down (h2 to
 * h4). A dialog's headings count from its own title. axe's heading-order lets an outline start at h2 and a
 * page have no h1.
 */
export async function headingOutlineProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) =>
      !el.closest('[aria-hidden="true"], [hidden], [inert]') && (el as HTMLElement).checkVisibility({ visibilityProperty: true }) !== false;
    const levelOf = (el: Element) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1));
    const problems: string[] = [];
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')).filter(shown);
    const scopes: Element[] = [document.body, ...dialogs];
    for (const scope of scopes) {
      const inDialog = scope !== document.body;
      const headings = Array.from(scope.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
        .filter(shown)
        .filter((h) => (inDialog ? true : !dialogs.some((d) => d.contains(h))));
      if (!headings.length) continue;
      const where = inDialog
        ? `the dialog "${scope.getAttribute('aria-label') ?? scope.querySelector('h1, h2, h3')?.textContent ?? ''}"`
        : 'the page';
      const text = (h: Element) => `h${levelOf(h)} "${(h.textContent ?? '').trim().slice(0, 60)}"`;
      if (!inDialog) {
        const ones = headings.filter((h) => levelOf(h) === 1);
        if (ones.length !== 1) problems.push(`${where} has ${ones.length} h1 (${ones.map(text).join(', ')})`);
        // An open menu's headings (in a nav, before main) are the menu's own outline.
        const first = headings.find((h) => !h.closest('nav'));
        if (first && levelOf(first) !== 1) problems.push(`${where} starts its outline with ${text(first)}, before its h1`);
      }
      let previous = inDialog ? levelOf(headings[0] as Element) : 1;
      for (const h of headings) {
        const level = levelOf(h);
        if (level > previous + 1) problems.push(`${where} skips from h${previous} to ${text(h)}`);
        previous = level;
      }
    }
    return problems;
  });
}

/**
 * Runs axe on the page as it is now (open overlays included) and fails on any violation,
 * listing each rule, its impact and the first offending elements; and checks the heading outline.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}): Promise<void> {
  const summary = await axeViolations(page, options);
  expect(summary, `axe found ${summary.length} violation(s)`).toEqual([]);
  if (!options.include) expect(await headingOutlineProblems(page), 'the heading outline').toEqual([]);
}
