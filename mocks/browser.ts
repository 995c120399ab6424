import { setupWorker } from 'msw/browser';
import { createMockApi, startDemoSession, type DemoSession } from './create-mock-api';
import { notMocked } from './handlers';
import { snapshot, type MockDb } from './db';
import { mountDevPanel } from './dev-panel';
import { formatScenarios, parseScenarios, type ScenarioName } from './scenarios';
import { MOCK_PAGE_CLOCK_HEADER } from '../server/mock-headers.ts';

/** Marker the bundle-budget script looks for: it must never appear in a build for a real API host. */
export const MOCK_API_MARKER = '[bold:mock-api]';
const STATE_KEY = 'bold.mock.state';
const SCENARIO_KEY = 'bold.mock.scenarios';

function loadSaved() {
  try {
    const raw = localStorage.getItem(STATE_KEY);
    return raw ? (JSON.parse(raw) as ReturnType<typeof snapshot>) : null;
  } catch {
    return null;
  }
}

function save(db: MockDb) {
  try {
    localStorage.setItem(STATE_KEY, JSON.stringify(snapshot(db)));
  } catch (error) {
    console.warn(`${MOCK_API_MARKER} could not save the mock state`, error);
  }
}

/** Scenarios from ?scenario=a,b (kept for this tab), else the ones chosen before in this tab. */
function initialScenarios(): Set<ScenarioName> {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('scenario');
  if (fromUrl !== null) sessionStorage.setItem(SCENARIO_KEY, fromUrl);
  return parseScenarios(fromUrl ?? sessionStorage.getItem(SCENARIO_KEY));
}

export interface MockStart {
  /** In the signed-in scenario, the demo customer's session for the store to start with. */
  demoSession: DemoSession | null;
}

/**
 * A page of the store's server in a mock build: the server's mock answers its calls, as it rendered it, so
 * no service worker starts. The dev panel changes the visitor's shop through the page's address, which
 * the server applies before it renders (`?scenario=`, `?mock-reset`).
 */
export function startServerMock(page: { scenarios: string[] }): { requestHeaders: () => Record<string, string> } {
  const goTo = (param: string, value: string) => {
    const url = new URL(window.location.href);
    url.searchParams.delete('scenario');
    url.searchParams.delete('mock-reset');
    url.searchParams.set(param, value);
    window.location.assign(url);
  };
  mountDevPanel({
    active: parseScenarios(page.scenarios.join(',')),
    onChange: (names) => goTo('scenario', formatScenarios(names)),
    onReset: () => goTo('mock-reset', ''),
  });
  console.info(`${MOCK_API_MARKER} mock API on the store's server: no backend needed`);
  // The visitor's shop runs on this page's clock, as the service worker's did (mocks/server.ts).
  return { requestHeaders: () => ({ [MOCK_PAGE_CLOCK_HEADER]: new Date().toISOString() }) };
}

/** Starts the in-browser mock API. Resolves once the service worker is controlling the page. */
export async function startMockWorker(): Promise<MockStart> {
  if (new URL(window.location.href).searchParams.has('mock-reset')) localStorage.removeItem(STATE_KEY);
  const scenarios = initialScenarios();
  const api = createMockApi({ saved: loadSaved(), scenarios, save });
  save(api.db);
  const worker = setupWorker(notMocked(), ...api.handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  const setScenarios = (names: Iterable<ScenarioName>) => {
    const set = new Set(names);
    sessionStorage.setItem(SCENARIO_KEY, formatScenarios(set));
    api.setScenarios(set);
  };
  const reset = () => {
    localStorage.removeItem(STATE_KEY);
    window.location.reload();
  };
  Object.assign(window, {
    __boldMock: {
      scenarios: () => new Set(api.context.scenario.active),
      setScenarios,
      reset,
      demo: { email: 'demo@boldbullion.test', password: 'Bullion#2026' },
    },
  });
  mountDevPanel({
    active: api.context.scenario.active,
    onChange: (names) => {
      setScenarios(names);
      window.location.reload();
    },
    onReset: reset,
  });
  console.info(`${MOCK_API_MARKER} mock API on: no backend needed${scenarios.size ? ` (scenarios: ${formatScenarios(scenarios)})` : ''}`);
  if (!scenarios.has('signed-in')) return { demoSession: null };
  return { demoSession: startDemoSession(api) };
}
