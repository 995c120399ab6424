import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { virtual } from '@guidepup/virtual-screen-reader';
import { expect, test, type Page } from '@playwright/test';
import type { Plugin } from 'vite';

// A virtual screen reader (@guidepup/virtual-screen-reader) in the page: it builds the accessibility tree
// from the DOM as a screen reader's would, moves the way a screen-reader user does (next item, next
// heading, next landmark, Tab, activate), and logs what it would say, live regions included. It is
// bundled once per worker into a script the page runs; the store's CSP refuses injected scripts, so a
// transcript test runs with `bypassCSP` (test.use in its file).

const root = process.cwd();
let bundled: Promise<string> | undefined;

/**
 * Where the package (0.33) says what no screen reader would, corrected in its bundle. Each correction
 * names the code it replaces; the build fails if that code is gone (a new version may have fixed it).
 * - The checked state of a checkbox or radio, and the selected state of an option, were read from the
 *   `checked` and `selected` attributes, which hold the states the page was sent with: a box the shopper
 *   ticked was still said "not checked". They are read from the element, as they are now.
 * - A password field had no role, so it could not be reached or heard. It is a textbox, as Chromium
 *   gives it, and its value is said as Chromium exposes it: one bullet a character, never the password.
 * - A select's value was its option's `value` ("price-per-oz-asc"); a screen reader says the option's
 *   text ("Lowest price per ounce").
 * - It found its place by the name and value of what it was on, so when those changed (a select given a
 *   new option, a spot tile refreshed) it started again at the top of the page. A screen reader stays on
 *   the same element: so does this, when the element is still there.
 * - It spoke every change in a live region, rendered or not. A region the CSS does not render (a page's
 *   words for when its script did not run, hidden once it runs) is not in the accessibility tree, so a
 *   screen reader hears nothing from it: neither does this.
 */
const CORRECTIONS: { stale: string; live: string }[] = [
  {
    stale: 'const attributeValue = node.hasAttribute(name) ? value ?? node.getAttribute(name)',
    live: 'const attributeValue = (name === "checked" || name === "selected") && value === undefined && name in node ? String(node[name]) : node.hasAttribute(name) ? value ?? node.getAttribute(name)',
  },
  {
    stale: 'const baseImplicitRole = isBodyElement ? "document" :',
    live: 'const baseImplicitRole = isBodyElement ? "document" : getLocalName(node) === "input" && node.type === "password" ? "textbox" :',
  },
  {
    stale: 'function getInputValue(node) {\n  if (ignoredInputTypes.has(node.type)) {',
    live: 'function getInputValue(node) {\n  if (node.type === "password") {\n    return "\\u2022".repeat(node.value.length);\n  }\n  if (ignoredInputTypes.has(node.type)) {',
  },
  {
    stale: '  #getCurrentIndex(tree) {\n    return tree.findIndex(',
    live: '  #getCurrentIndex(tree) {\n    const exact = this.#getExactIndex(tree);\n    return exact !== -1 ? exact : tree.findIndex(({ node, spokenRole }) => node === this.#activeNode?.node && spokenRole === this.#activeNode?.spokenRole);\n  }\n  #getExactIndex(tree) {\n    return tree.findIndex(',
  },
  {
    stale: '  if (live === LIVE.OFF || !liveTarget) {',
    live: '  if (live === LIVE.OFF || !liveTarget || !liveTarget.checkVisibility()) {',
  },
  {
    stale: '  return getValue(selectedOptions[0]);',
    live: '  return selectedOptions[0].label;',
  },
];

function asScreenReadersHearIt(): Plugin {
  return {
    name: 'virtual-screen-reader-corrections',
    transform(code, id) {
      if (!id.includes('/@guidepup/virtual-screen-reader/lib/')) return null;
      let out = code;
      for (const { stale, live } of CORRECTIONS) {
        if (!out.includes(stale)) this.error(`${id} no longer has the code corrected here (see CORRECTIONS): ${stale}`);
        out = out.replace(stale, live);
      }
      return out;
    },
  };
}

/** The package as one script that sets window.virtualScreenReader (built with Vite, in memory). */
function bundle(): Promise<string> {
  bundled ??= (async () => {
    const { build } = await import('vite');
    const result = await build({
      configFile: false,
      logLevel: 'warn',
      root,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [asScreenReadersHearIt()],
      build: {
        write: false,
        // Never the store's dist/: Vite empties its outDir before a build, written or not, and the suite
        // serves dist/ while this runs.
        outDir: join(root, '.tmp', 'screen-reader-bundle'),
        emptyOutDir: false,
        minify: false,
        lib: { entry: join(root, 'tests/e2e/support/screen-reader-entry.ts'), formats: ['iife'], name: 'VirtualScreenReaderBundle' },
      },
    });
    const outputs = Array.isArray(result) ? result : [result];
    for (const out of outputs) {
      if (!('output' in out)) continue;
      const chunk = out.output.find((o) => o.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
    throw new Error('The virtual screen reader did not bundle.');
  })();
  return bundled;
}

/** What the page's screen reader can be asked: each call is run in the page. */
type Command =
  | 'next'
  | 'previous'
  | 'act'
  | 'moveToNextHeading'
  | 'moveToNextLandmark'
  | 'moveToNextLink'
  | 'moveToNextMain'
  | 'moveToNextNavigation'
  | 'moveToNextForm'
  | 'moveToNextRegion';

export interface ScreenReader {
  /** Starts it on the page's body (again after a full page load). */
  start(): Promise<void>;
  /**
   * Starts it as each next page loads, before the page's own scripts say anything (start() comes after
   * the page has loaded, and misses what the page says on arrival). For this page's later loads.
   */
  startOnLoad(): Promise<void>;
  /** One step: the next item, an activation, or a jump by heading, landmark, link... */
  step(command: Command): Promise<string>;
  /** Steps until what it says matches (at most `limit` steps); fails with what it said if it never does. */
  until(command: Command, said: RegExp, limit?: number): Promise<string>;
  /** A key, as the screen reader's user presses it (Tab, Enter, Escape, ArrowDown). */
  press(key: string): Promise<void>;
  /**
   * Focus on the field it is on, as a screen reader does when its user starts typing there (NVDA's focus
   * mode); then the page's own keyboard types, selects and deletes. `act` clicks with the package's
   * simulated pointer, after which the field keeps a value of its own that real typing does not change.
   * Resolves once the reader has heard the focus (it says nothing new when it was already on the field).
   */
  focus(): Promise<void>;
  /** Text typed into the focused field. */
  type(text: string): Promise<void>;
  /** Everything said so far, one utterance a line. */
  log(): Promise<string[]>;
  /**
   * Waits until it has said something matching (a live region's announcement, a page's title); with
   * `since` (the log's length before an action), only what it said after that counts, for a phrase it
   * already said earlier (focus back on a button it read before).
   */
  heard(said: RegExp, since?: number): Promise<void>;
  /**
   * Back on the focused control after its value changed under it (a select given a new option). A screen
   * reader stays there and says the new value; the virtual one finds its place by name and value, loses
   * it when they change, and starts again from the top of the page. It follows focus, so it is told.
   */
  refocus(): Promise<string>;
}

declare global {
  interface Window {
    virtualScreenReader: typeof virtual;
  }
}

/** The virtual screen reader of a page (with `bypassCSP`). */
export function screenReader(page: Page): ScreenReader {
  const sr: ScreenReader = {
    async start() {
      const has = await page.evaluate(() => 'virtualScreenReader' in window);
      if (!has) await page.addScriptTag({ content: await bundle() });
      await page.evaluate(() => window.virtualScreenReader.start({ container: document.body, displayCursor: false }));
    },
    async startOnLoad() {
      await page.addInitScript({
        content: `${await bundle()}
document.addEventListener('DOMContentLoaded', () => {
  window.virtualScreenReader.start({ container: document.body, displayCursor: false });
});`,
      });
    },
    async step(command) {
      return page.evaluate(async (c) => {
        const v = window.virtualScreenReader;
        const before = (await v.spokenPhraseLog()).length;
        if (c === 'next') await v.next();
        else if (c === 'previous') await v.previous();
        else if (c === 'act') await v.act();
        else await v.perform(v.commands[c]);
        // A focus the step made (act on a field) is heard after a microtask: heard now, before what comes
        // next (typing) changes what it says.
        await new Promise((resolve) => setTimeout(resolve, 0));
        // What the move itself said: a live region may speak in the same moment, after it.
        const said = (await v.spokenPhraseLog()).slice(before);
        return said.find((l) => !/^(polite|assertive): /.test(l)) ?? said.at(-1) ?? '';
      }, command);
    },
    async until(command, said, limit = 150) {
      const heard: string[] = [];
      for (let i = 0; i < limit; i++) {
        const phrase = await sr.step(command);
        heard.push(phrase);
        if (said.test(phrase)) return phrase;
      }
      throw new Error(`The screen reader never said ${said} in ${limit} steps (${command}); it said:\n${heard.join('\n')}`);
    },
    async focus() {
      await page.evaluate(async () => {
        const node = window.virtualScreenReader.activeNode;
        (node instanceof HTMLElement ? node : node?.parentElement)?.focus();
        // It hears the focus after a microtask: let it, before any typing, or what it says of the field
        // (empty, or with the first letters typed) depends on the machine's speed.
        await new Promise((resolve) => setTimeout(resolve, 0));
        await window.virtualScreenReader.spokenPhraseLog();
      });
    },
    async press(key) {
      await page.evaluate((k) => window.virtualScreenReader.press(k), key);
    },
    async type(text) {
      await page.evaluate((t) => window.virtualScreenReader.type(t), text);
    },
    async log() {
      return page.evaluate(() => window.virtualScreenReader.spokenPhraseLog());
    },
    async refocus() {
      return page.evaluate(async () => {
        const v = window.virtualScreenReader;
        const before = (await v.spokenPhraseLog()).length;
        document.activeElement?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        // It moves on focus after a microtask.
        await new Promise((resolve) => setTimeout(resolve, 0));
        return (await v.spokenPhraseLog()).slice(before).join('\n');
      });
    },
    async heard(said, since = 0) {
      let last: string[] = [];
      await expect
        .poll(
          async () => {
            last = await sr.log();
            return last.slice(since).some((line) => said.test(line));
          },
          { message: `the screen reader says ${said}` },
        )
        .toBe(true)
        .catch((e: unknown) => {
          // What it said last, to see what it said instead.
          throw new Error(`${e instanceof Error ? e.message : String(e)}\nIt said last:\n${last.slice(-25).join('\n')}`);
        });
    },
  };
  return sr;
}

/**
 * Compares a transcript with its reviewed copy in tests/e2e/transcripts/ (one utterance a line). With
 * `--update-snapshots`, writes it instead; a change is then seen, line by line, in review.
 */
export function expectTranscript(name: string, lines: string[]): void {
  const file = join(root, 'tests', 'e2e', 'transcripts', `${name}.txt`);
  const text = `${lines.join('\n')}\n`;
  const update = test.info().config.updateSnapshots;
  if (update === 'all' || update === 'changed' || (update === 'missing' && !existsSync(file) && !process.env.CI)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return;
  }
  expect(existsSync(file), `${file} is missing: run with --update-snapshots, then read it and commit it`).toBe(true);
  expect(text, `what the screen reader says has changed: read the difference, and if it is right, update ${file}`).toBe(
    readFileSync(file, 'utf8'),
  );
}
