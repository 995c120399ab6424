import { SCENARIOS, type ScenarioName } from './scenarios';

/**
 * A small panel in the store in mock mode: switch scenarios and reset the mock data without code changes.
 * Plain DOM, outside the React tree: a labelled complementary landmark with a native disclosure.
 */
export function mountDevPanel(options: { active: Set<ScenarioName>; onChange: (names: Set<ScenarioName>) => void; onReset: () => void }): void {
  if (document.getElementById('bold-mock-panel')) return;
  const aside = document.createElement('aside');
  aside.id = 'bold-mock-panel';
  aside.setAttribute('aria-label', 'Mock API');
  // In the page flow after the footer, so it never covers the store.
  aside.style.cssText = 'margin:16px;font:14px system-ui,sans-serif;color:#1b1f24;';
  const active = options.active;
  const badge = active.size ? ` (${active.size} on)` : '';
  aside.innerHTML = `
    <details style="background:#fff;border:2px solid #0b2545;border-radius:8px;max-width:300px;">
      <summary style="cursor:pointer;padding:6px 10px;font-weight:600;">Mock API${badge}</summary>
      <form style="padding:0 10px 10px;">
        <fieldset style="border:0;margin:0;padding:0;">
          <legend style="font-weight:600;margin:4px 0;">Scenarios</legend>
          ${SCENARIOS.map((s) => `<div style="margin:4px 0;"><input type="checkbox" id="bold-mock-${s.name}" name="${s.name}" ${active.has(s.name) ? 'checked' : ''} aria-describedby="bold-mock-${s.name}-desc"> <label for="bold-mock-${s.name}">${s.label}</label><div id="bold-mock-${s.name}-desc" style="font-size:12px;color:#4f5661;margin-left:22px;">${s.description}</div></div>`).join('')}
        </fieldset>
        <button type="submit" style="margin-top:6px;min-height:32px;">Apply and reload</button>
        <button type="button" data-reset style="margin-top:6px;min-height:32px;">Reset mock data</button>
      </form>
    </details>`;
  const form = aside.querySelector('form');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const names = new Set(SCENARIOS.filter((s) => (form.elements.namedItem(s.name) as HTMLInputElement | null)?.checked).map((s) => s.name));
    options.onChange(names);
  });
  aside.querySelector('[data-reset]')?.addEventListener('click', options.onReset);
  document.body.append(aside);
}
