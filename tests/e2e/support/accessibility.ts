import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page (or the part `include` selects), one line each with up to three targets. */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // The desktop header is sticky by design; content scrolled beneath it would read as overlapping
  // targets. Judge the page from its top, where nothing is under the header.
  await page.evaluate(() => window.scrollTo(0, 0));
  // The store has no frames, so axe runs in the page itself (legacy mode): the frame-by-frame mode
  // opens a blank page to merge results and took 7 s a run here instead of 2.5 s. A page that ever
  // gains a frame is still checked frame by frame.
  const framed = page.frames().length > 1;
  // Only violations are reported: axe skips gathering the nodes of passed and inapplicable rules.
  let builder = new AxeBuilder({ page })
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
 * Runs axe on the page as it is now (open overlays included) and fails on any violation,
 * listing each rule, its impact and the first offending elements.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}): Promise<void> {
  const summary = await axeViolations(page, options);
  expect(summary, `axe found ${summary.length} violation(s)`).toEqual([]);
}
