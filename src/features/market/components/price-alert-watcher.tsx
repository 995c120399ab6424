import { useEffect, useRef } from 'react';
import { useGetProductNearToSpot } from '@generated/hooks/product/product';
import { alertMessage, crossed, type AlertMetal } from '@/domain/spot/alerts';
import { useSpotQuotes } from '@/features/spot';
import { toast } from '@/ui/toast/toast-store';
import { saveAlerts, useStoredAlerts, watchedValue } from '../alerts';

const REFRESH_MS = 45_000;

/**
 * Watches the browser's price alerts on every page while the store is open: at each refresh of the spot
 * prices (and of the products nearest spot, for premium alerts) an alert whose price crossed its
 * threshold goes off once: a polite toast says so, and the alert keeps when and at what price.
 */
export default function PriceAlertWatcher() {
  const alerts = useStoredAlerts();
  const spot = useSpotQuotes().data?.data;
  const wantsPremium = (metal: AlertMetal) => alerts.some((a) => a.metal === metal && a.kind === 'premium-falls' && !a.triggered);
  const near = {
    Gold: useGetProductNearToSpot(
      { metalType: 'Gold' },
      { query: { enabled: wantsPremium('Gold'), refetchInterval: REFRESH_MS, staleTime: 0 } },
    ).data?.data,
    Silver: useGetProductNearToSpot(
      { metalType: 'Silver' },
      { query: { enabled: wantsPremium('Silver'), refetchInterval: REFRESH_MS, staleTime: 0 } },
    ).data?.data,
    Platinum: useGetProductNearToSpot(
      { metalType: 'Platinum' },
      { query: { enabled: wantsPremium('Platinum'), refetchInterval: REFRESH_MS, staleTime: 0 } },
    ).data?.data,
    Palladium: useGetProductNearToSpot(
      { metalType: 'Palladium' },
      { query: { enabled: wantsPremium('Palladium'), refetchInterval: REFRESH_MS, staleTime: 0 } },
    ).data?.data,
  } satisfies Record<AlertMetal, unknown>;
  const lastSeen = useRef(new Map<string, number>());

  useEffect(() => {
    let fired = false;
    const next = alerts.map((alert) => {
      if (alert.triggered) return alert;
      const value = watchedValue(alert.kind, alert.metal, spot, near[alert.metal]);
      if (value === null) return alert;
      const previous = lastSeen.current.get(alert.id);
      lastSeen.current.set(alert.id, value);
      if (previous === undefined || !crossed(alert.kind, alert.threshold, previous, value)) return alert;
      fired = true;
      toast.info(alertMessage(alert, value), 15_000);
      return { ...alert, triggered: { at: new Date().toISOString(), value } };
    });
    if (fired) saveAlerts(next);
    // Each new reading of the prices is judged once; the alerts list changing re-reads the same prices harmlessly.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- near is rebuilt each render; its four answers are the dependencies
  }, [alerts, spot, near.Gold, near.Silver, near.Platinum, near.Palladium]);
  return null;
}
