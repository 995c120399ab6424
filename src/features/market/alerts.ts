import { useEffect, useState } from 'react';
import type { SearchProduct, SpotPrice } from '@generated/hooks/model';
import { quoteByName } from '@/domain/spot/quote';
import {
  ALERTS_CHANGED_EVENT,
  ALERTS_STORAGE_KEY,
  parseAlerts,
  type AlertKind,
  type AlertMetal,
  type PriceAlert,
} from '@/domain/spot/alerts';

export function loadAlerts(): PriceAlert[] {
  try {
    return parseAlerts(localStorage.getItem(ALERTS_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Saves the alerts and tells this tab's watcher (other tabs hear it through the storage event). */
export function saveAlerts(alerts: PriceAlert[]): void {
  if (alerts.length) localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify(alerts));
  else localStorage.removeItem(ALERTS_STORAGE_KEY);
  window.dispatchEvent(new Event(ALERTS_CHANGED_EVENT));
}

/** The price an alert watches, now: the metal's spot ask, or its lowest premium per troy ounce near spot. */
export function watchedValue(
  kind: AlertKind,
  metal: AlertMetal,
  spot: SpotPrice | undefined,
  nearSpot: SearchProduct[] | undefined,
): number | null {
  if (kind !== 'premium-falls') {
    const ask = quoteByName(spot, metal)?.ask;
    return typeof ask === 'number' && ask > 0 ? ask : null;
  }
  const premiums = (nearSpot ?? [])
    .filter((p) => p.premiumOverSpot !== undefined && (p.ounces ?? 0) > 0)
    .map((p) => Math.round(((p.premiumOverSpot ?? 0) / (p.ounces ?? 1)) * 100) / 100);
  return premiums.length ? Math.min(...premiums) : null;
}

/**
 * The browser's alerts, read after the first render (never during it: the page may render on a server)
 * and again whenever this tab or another changes them.
 */
export function useStoredAlerts(): PriceAlert[] {
  const [alerts, setAlerts] = useState<PriceAlert[]>([]);
  useEffect(() => {
    const reload = () => setAlerts(loadAlerts());
    reload();
    window.addEventListener(ALERTS_CHANGED_EVENT, reload);
    window.addEventListener('storage', reload);
    return () => {
      window.removeEventListener(ALERTS_CHANGED_EVENT, reload);
      window.removeEventListener('storage', reload);
    };
  }, []);
  return alerts;
}
