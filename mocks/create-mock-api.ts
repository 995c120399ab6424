import { createDb, type DbOptions, type MockDb } from './db';
import { SESSION_MS, startSession } from './db/sessions';
import { createHandlers } from './handlers';
import type { MockContext } from './handlers/support';
import type { ScenarioName } from './scenarios';

export interface MockApi {
  db: MockDb;
  context: MockContext;
  handlers: ReturnType<typeof createHandlers>;
  setScenarios(names: Iterable<ScenarioName>): void;
}

/** A whole mock backend: a seeded db, its scenarios and the handlers over them. Each call makes a fresh one. */
export function createMockApi(options: DbOptions & { scenarios?: Iterable<ScenarioName>; save?: (db: MockDb) => void } = {}): MockApi {
  const db = createDb(options);
  const context: MockContext = { db, scenario: { active: new Set() }, save: () => options.save?.(db) };
  const setScenarios = (names: Iterable<ScenarioName>) => {
    context.scenario.active = new Set(names);
    if (context.scenario.active.has('empty-cart')) {
      for (const id of Object.keys(db.state.carts)) db.state.carts[Number(id)] = [];
      context.save();
    }
  };
  setScenarios(options.scenarios ?? []);
  return { db, context, handlers: createHandlers(context), setScenarios };
}

/** The demo customer's session, as a sign-in would answer it: the store starts with it in the signed-in scenario. */
export interface DemoSession {
  userId: number;
  token: string;
  firstName: string;
  isGuest: boolean;
}

const DEMO_CUSTOMER = 1001;

/** Signs the demo customer in on `api` (the signed-in scenario's start) and keeps the new session. */
export function startDemoSession(api: MockApi): DemoSession {
  const token = startSession(api.db.state, DEMO_CUSTOMER, api.db.now(), SESSION_MS);
  api.context.save();
  const firstName = api.db.state.customers.find((c) => c.customerId === DEMO_CUSTOMER)?.firstName ?? 'Alexandra';
  return { userId: DEMO_CUSTOMER, token, firstName, isGuest: false };
}
