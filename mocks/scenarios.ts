/**
 * Scenarios switch the mock's behaviour without code changes: `?scenario=slow,expired` in the store's URL,
 * MOCK_SCENARIO=slow,expired for the HTTP server, or the dev panel in the store in mock mode.
 */
export type ScenarioName = 'signed-in' | 'empty-cart' | 'slow' | 'down' | 'expired' | 'malformed' | 'drift';

export const SCENARIOS: { name: ScenarioName; label: string; description: string }[] = [
  { name: 'signed-in', label: 'Signed in', description: 'Calls without a token act as the demo customer (Alexandra).' },
  { name: 'empty-cart', label: 'Empty cart', description: 'Every server cart starts empty.' },
  { name: 'slow', label: 'Slow network', description: 'Every call waits 1.5 seconds.' },
  { name: 'down', label: 'API down', description: 'Every call answers 500.' },
  { name: 'expired', label: 'Session expired', description: 'Every call that needs a token answers 401.' },
  { name: 'malformed', label: 'Malformed responses', description: 'Every call answers 200 with a body that breaks its schema.' },
  {
    name: 'drift',
    label: 'Contract drift',
    description: 'Fourteen named operations each break the contract in one way (for the drift checker); chosen when the mock starts.',
  },
];

export const SLOW_MS = 1500;

export interface ScenarioState {
  active: Set<ScenarioName>;
}

const known = new Set<string>(SCENARIOS.map((s) => s.name));

export function parseScenarios(value: string | null | undefined): Set<ScenarioName> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s): s is ScenarioName => known.has(s)),
  );
}

export function formatScenarios(active: Set<ScenarioName>): string {
  return [...active].join(',');
}
