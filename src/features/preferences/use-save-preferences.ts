import { useMutation } from '@tanstack/react-query';
import { getUpdateCustomerProfileMutationOptions } from '@generated/hooks/account/account';
import { fromSaved, parseStored, toSaved, type Preferences } from '@/domain/account/preferences';
import { STORAGE_KEYS, useSession } from '@/features/session';

/** The preferences to show now: the account's when signed in and saved there, else this browser's. Not for render. */
export function readPreferences(): Preferences {
  const { isLoggedIn, customerInfo } = useSession.getState();
  return isLoggedIn && customerInfo?.preferences
    ? fromSaved(customerInfo.preferences)
    : parseStored(localStorage.getItem(STORAGE_KEYS.preferences));
}

/**
 * Where preferences live: the customer's profile when signed in (what the server last answered), this
 * browser for a guest. `current()` is read when a form opens; `save()` throws when the server refuses;
 * `isSaving` is the profile write's own pending state.
 */
export function usePreferencesStore() {
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const setCustomerInfo = useSession((s) => s.setCustomerInfo);
  const update = useMutation(getUpdateCustomerProfileMutationOptions());
  const save = async (prefs: Preferences): Promise<'account' | 'browser'> => {
    localStorage.setItem(STORAGE_KEYS.preferencesPopup, '1');
    if (!user) {
      localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(prefs));
      return 'browser';
    }
    const saved = toSaved(prefs);
    await update.mutateAsync({ data: { customerId: user.userId, boldUserName: null, ...saved, isPreferenceUpdated: true } });
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(prefs));
    const now = useSession.getState().customerInfo;
    if (now) setCustomerInfo({ ...now, preferences: saved, customerType: saved.customerType ?? now.customerType });
    return 'account';
  };
  // Saving in this browser is at once; only the profile's write is ever in flight.
  return { signedIn: Boolean(user), current: readPreferences, save, isSaving: update.isPending };
}
