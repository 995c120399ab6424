import { setupWorker } from 'msw/browser';
import { SESSION_MS, startSession } from './db/sessions';
import { createMockApi } from './create-mock-api';
import { snapshot, type MockDb } from './db';
import { mountDevPanel } from './dev-panel';
import { formatScenarios, parseScenarios, type ScenarioName } from './scenarios';

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
  demoSession: { userId: number; token: string; firstName: string; isGuest: boolean } | null;
}

/** Starts the in-browser mock API. Resolves once the service worker is controlling the page. */
export async function startMockWorker(): Promise<MockStart> {
  if (new URL(window.location.href).searchParams.has('mock-reset')) localStorage.removeItem(STATE_KEY);
  const scenarios = initialScenarios();
  const api = createMockApi({ saved: loadSaved(), scenarios, save });
  save(api.db);
  const worker = setupWorker(...api.handlers);
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
  const token = startSession(api.db.state, 1001, api.db.now(), SESSION_MS);
  api.context.save();
  return { demoSession: { userId: 1001, token, firstName: 'Alexandra', isGuest: false } };
}
