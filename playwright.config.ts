import { defineConfig, devices } from '@playwright/test';
import { CHAT_SCRIPT_URL } from './tests/e2e/support/chat-host.mjs';
import { SAME_AT_EVERY_WIDTH } from './tests/e2e/support/store';

/** Debian's headless shell of Chromium, as `npm test` installs it (scripts/lib/ensure-chromium.mjs says why); Playwright never downloads a browser here. Override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const port = Number(process.env.E2E_PORT || 4173);
/** The production server with server rendering (`npm run serve`), for tests/e2e/server-rendering.spec.ts. */
export const SSR_PORT = Number(process.env.E2E_SSR_PORT || 4174);
const REUSE_SERVERS = !process.env.CI && !process.env.E2E_OWN_SERVERS;

export default defineConfig({
  testDir: './tests/e2e',
  // Browser tests are *.spec.ts; a *.test.ts beside a support module is its unit test (Vitest's).
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Limits on waiting, not retries: a passing test takes the same time whatever they are. They are twice
  // what they were: a CI run on a slower machine took three times as long as this one (42 minutes) and
  // failed 14 tests that pass here, so a slow machine should fail only what is really wrong.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps the trace of its calls, its console and network, not a snapshot of the page at
    // each call or a film of it: those made every test about 40% slower (the browser copying its DOM after
    // each action), for a failure that a rerun with `--trace on` shows in full (docs/testing.md).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /no-js\//, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testIgnore: /no-js\//,
      // What is the same at every width is checked once, at the desktop's width.
      grepInvert: new RegExp(SAME_AT_EVERY_WIDTH),
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
    },
    // A shopper whose JavaScript failed, on the production server: the page as sent is the page (nothing
    // changes after it loads, so there is nothing to wait for beyond it).
    {
      name: 'no-js',
      testMatch: /no-js\/.*\.spec\.ts$/,
      expect: { timeout: 5_000 },
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: false,
        actionTimeout: 5_000,
        baseURL: `http://localhost:${SSR_PORT}`,
      },
    },
    // The same journeys for a shopper whose script arrives 5 seconds after each page (a slow network): what
    // they do before it arrives is done to the server's page, and what they do after, to React's.
    {
      name: 'slow-script',
      testMatch: /no-js\/.*\.spec\.ts$/,
      expect: { timeout: 10_000 },
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        actionTimeout: 10_000,
        baseURL: `http://localhost:${SSR_PORT}`,
      },
    },
  ],
  // Serves the production build (made with mocks on) exactly as a shopper would get it: as files (the
  // suite's pages render in the browser) and through the production server (server rendering).
  // A server already on one of these ports is used as it is only by a developer's own `npx playwright
  // test`; `npm test` (E2E_OWN_SERVERS) and CI start their own, and a taken port fails at once, naming it:
  // a preview left running from an older build answered a full run once, and its tests checked that build.
  webServer: [
    {
      // The build was made with the stand-in chat widget (scripts/test.mjs); the preview's CSP names its host too.
      command: `npx vite preview --port ${port} --strictPort`,
      env: { VITE_CHAT_SCRIPT_URL: CHAT_SCRIPT_URL },
      url: `http://localhost:${port}/`,
      reuseExistingServer: REUSE_SERVERS,
      timeout: 60_000,
    },
    {
      command: `node server/serve.ts`,
      // The suite's browsers all come from one address, faster than any shopper: the per-client limit
      // (server/edge.test.mjs tests it) is set far above them.
      env: { PORT: String(SSR_PORT), HOST: 'localhost', RATE_LIMIT_PER_MINUTE: '1000000' },
      url: `http://localhost:${SSR_PORT}/signin`,
      reuseExistingServer: REUSE_SERVERS,
      timeout: 60_000,
    },
    {
      command: `node tests/e2e/support/chat-host.mjs`,
      url: CHAT_SCRIPT_URL,
      reuseExistingServer: REUSE_SERVERS,
      timeout: 60_000,
    },
  ],
});
