import { useState, type FormEvent, type ReactNode } from 'react';
import type { Preferences } from '@/domain/account/preferences';
import { PreferencesFields, readPreferences, usePreferencesStore } from '@/features/preferences';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast/toast-store';
import styles from '@/ui/dialog.module.css';

/**
 * The popup's form, loaded when the popup first opens (it is not part of the first paint): what is saved
 * (the account's, or this browser's), saved to the profile when signed in, kept in this browser for a guest.
 */
export default function PreferencesForm({ onDone, cancel }: { onDone: () => void; cancel: ReactNode }) {
  const store = usePreferencesStore();
  // Read once when the popup opens (not during a server render: the popup only opens in a browser).
  const [prefs, setPrefs] = useState<Preferences>(readPreferences);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const where = await store.save(prefs);
      toast.success(where === 'account' ? 'Your preferences are saved to your account.' : 'Your preferences are saved in this browser.');
      onDone();
    } catch {
      toast.error('We could not save your preferences. Your choices are kept; try again.');
    }
  };
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)}>
      <PreferencesFields value={prefs} onChange={setPrefs} idPrefix="popup" />
      <div className={styles.actions}>
        <Button type="submit" busy={store.isSaving}>
          Save preferences
        </Button>
        {cancel}
      </div>
    </form>
  );
}
