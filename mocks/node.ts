import { setupServer } from 'msw/node';
import { createMockApi } from './create-mock-api';
import type { DbOptions } from './db';
import type { ScenarioName } from './scenarios';

/**
 * The mock API for vitest: a fresh seeded backend per call, served by MSW in node.
 * Tests use absolute URLs (the handlers match any origin).
 */
export function setupMockApi(options: DbOptions & { scenarios?: ScenarioName[] } = {}) {
  const api = createMockApi(options);
  const server = setupServer(...api.handlers);
  return { ...api, server };
}
