import { createDb, type DbOptions, type MockDb } from './db';
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
