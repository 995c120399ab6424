import { SCENARIOS, type ScenarioName } from './scenarios';
import './dev-panel.css';

/**
 * A small panel in the store in mock mode: switch scenarios and reset the mock data without code changes.
 * Plain DOM, outside the React tree: a labelled complementary landmark with a native disclosure.
 */
export function mountDevPanel(options: {
  active: Set<ScenarioName>;
  onChange: (names: Set<ScenarioName>) => void;
  onReset: () => void;
}): void {
  if (document.getElementById('bold-mock-panel')) return;
  const aside = document.createElement('aside');
  aside.id = 'bold-mock-panel';
  aside.setAttribute('aria-label', 'Mock API');
  // In the page flow after the footer, so it never covers the store. Styled from dev-panel.css: no inline styles (CSP).
  const active = options.active;
  const badge = active.size ? ` (${active.size} on)` : '';
  aside.innerHTML = `
    <details>
      <summary>Mock API${badge}</summary>
      <form>
        <fieldset>
          <legend>Scenarios</legend>
          ${SCENARIOS.map((s) => `<div class="bold-mock-scenario"><input type="checkbox" id="bold-mock-${s.name}" name="${s.name}" ${active.has(s.name) ? 'checked' : ''} aria-describedby="bold-mock-${s.name}-desc"> <label for="bold-mock-${s.name}">${s.label}</label><div id="bold-mock-${s.name}-desc" class="bold-mock-description">${s.description}</div></div>`).join('')}
        </fieldset>
        <button type="submit">Apply and reload</button>
        <button type="button" data-reset>Reset mock data</button>
      </form>
    </details>`;
  const form = aside.querySelector('form');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const names = new Set(
      SCENARIOS.filter((s) => (form.elements.namedItem(s.name) as HTMLInputElement | null)?.checked).map((s) => s.name),
    );
    options.onChange(names);
  });
  aside.querySelector('[data-reset]')?.addEventListener('click', options.onReset);
  document.body.append(aside);
}
