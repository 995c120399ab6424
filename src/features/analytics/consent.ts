import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

/** What a shopper allowed: measuring how the store is used (analytics), and which ads brought them (ads). */
export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

export const CONSENT_KEY = 'bold.consent';

function saved(): ConsentChoice | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(CONSENT_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<ConsentChoice>) : null;
    return value ? { analytics: value.analytics === true, ads: value.ads === true } : null;
  } catch {
    return null;
  }
}

interface ConsentState {
  /** Null until the shopper has chosen: nothing is measured until then. */
  choice: ConsentChoice | null;
  /** The choices are open again (the footer's Privacy choices). */
  asking: boolean;
  choose(choice: ConsentChoice): void;
  ask(): void;
}

export const useConsent = create<ConsentState>((set) => ({
  choice: saved(),
  asking: false,
  choose: (choice) => {
    try {
      localStorage.setItem(CONSENT_KEY, JSON.stringify(choice));
    } catch {
      // Kept for this visit only (storage full or refused).
    }
    set({ choice, asking: false });
  },
  ask: () => set({ asking: true }),
}));

/**
 * The choice as the page may show it: `undefined` on the server and while the page is taken over (the
 * server cannot know what this browser chose), then the choice, or null when none was made.
 */
export function useConsentChoice(): ConsentChoice | null | undefined {
  const choice = useConsent((s) => s.choice);
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return client ? choice : undefined;
}

const noSubscription = () => () => undefined;
