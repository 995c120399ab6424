import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getUpdateCustomerPortfolioSettingsMutationOptions } from '@generated/hooks/portfolio/portfolio';
import type { PortfolioSettings } from '@generated/hooks/model';
import { Button } from '@/ui/button';
import { FormResult, saveResult } from '@/ui/form/form-result';
import styles from '../portfolio.module.css';

const SETTINGS: { key: keyof PortfolioSettings; label: string }[] = [
  { key: 'showActualPrice', label: 'Show each holding’s value at spot' },
  { key: 'showMetalPrice', label: 'Show the metal chart' },
  { key: 'showPrediction', label: 'Show predictions' },
  { key: 'showGoldPrediction', label: 'Gold prediction line' },
  { key: 'showSilverPrediction', label: 'Silver prediction line' },
  { key: 'showTotalPrediction', label: 'Total prediction line' },
  { key: 'showVdo', label: 'Show the portfolio video' },
  { key: 'doNotShowAgain', label: 'Do not show the introduction again' },
];

/** What the portfolio shows (UpdateCustomerPortfolioSettings), saved on its own. */
export function SettingsForm({ saved, onSaved }: { saved: PortfolioSettings; onSaved: () => Promise<unknown> }) {
  const [choice, setChoice] = useState<PortfolioSettings>(saved);
  const [seen, setSeen] = useState(JSON.stringify(saved));
  if (seen !== JSON.stringify(saved)) {
    setSeen(JSON.stringify(saved));
    setChoice(saved);
  }
  // The portfolio is read again before the save is said to be done (onSuccess is waited for).
  const save = useMutation(getUpdateCustomerPortfolioSettingsMutationOptions({ mutation: { onSuccess: () => onSaved() } }));
  const result = saveResult(
    save,
    (r) => r.message ?? 'Portfolio settings saved.',
    () => 'We could not save the settings. Your choices are kept; try again.',
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ data: choice });
  };
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} aria-labelledby="settings-title" className={styles.form}>
      <h2 id="settings-title">What your portfolio shows</h2>
      <div className={styles.checks}>
        {SETTINGS.map((s) => (
          <label key={s.key} className={styles.check}>
            <input type="checkbox" checked={choice[s.key] ?? false} onChange={(e) => setChoice({ ...choice, [s.key]: e.target.checked })} />{' '}
            {s.label}
          </label>
        ))}
      </div>
      <Button type="submit" busy={result.busy}>
        Save settings
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}
