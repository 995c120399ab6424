/**
 * Price alerts kept in the browser (guests too): a threshold per metal on the spot ask or on the lowest
 * premium over spot. An alert goes off once, when a price it watches crosses its threshold while the
 * store is open; it can be set again.
 */

import { formatUsd } from '../money';

export const ALERT_METALS = ['Gold', 'Silver', 'Platinum', 'Palladium'] as const;
export type AlertMetal = (typeof ALERT_METALS)[number];

export const ALERT_KINDS = [
  { value: 'ask-rises', label: 'Spot ask rises to' },
  { value: 'ask-falls', label: 'Spot ask falls to' },
  { value: 'premium-falls', label: 'Lowest premium over spot (per troy ounce) falls to' },
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number]['value'];

export interface PriceAlert {
  id: string;
  metal: AlertMetal;
  kind: AlertKind;
  /** Dollars. */
  threshold: number;
  /** When it went off, and at what price; absent while it waits. */
  triggered?: { at: string; value: number };
}

export const MAX_ALERTS = 20;

/** Where the alerts are kept, and the event this tab sends when it changes them. */
export const ALERTS_STORAGE_KEY = 'bold.priceAlerts';
export const ALERTS_CHANGED_EVENT = 'bold:price-alerts';

/** Whether a price meets the alert's condition (the threshold itself included). */
export function meets(kind: AlertKind, threshold: number, value: number): boolean {
  return kind === 'ask-rises' ? value >= threshold : value <= threshold;
}

/** The price crossed the threshold between two readings: it did not meet the condition and now does. */
export function crossed(kind: AlertKind, threshold: number, previous: number, current: number): boolean {
  return !meets(kind, threshold, previous) && meets(kind, threshold, current);
}

/**
 * Checks a new alert against the price now: the amount must be dollars and cents above zero, at most
 * $1,000,000, and on the side of the price it is to cross to (a rise above it, a fall below it).
 */
export function newAlertError(kind: AlertKind, metal: AlertMetal, amount: string, now: number | null): string | null {
  const text = amount.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return 'Enter a price in dollars.';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter a price in dollars and cents, such as 2750 or 31.50.';
  const value = Number(text);
  if (value <= 0) return 'Enter a price above zero.';
  if (value > 1_000_000) return 'Enter a price of $1,000,000.00 or less.';
  if (now === null) return null;
  const what = kind === 'premium-falls' ? `${metal}’s lowest premium over spot` : `${metal}’s spot ask`;
  if (kind === 'ask-rises' && value <= now) return `${what} is already ${formatUsd(now)}; choose a price above it.`;
  if (kind !== 'ask-rises' && value >= now) return `${what} is already ${formatUsd(now)}; choose a price below it.`;
  return null;
}

/** What is said when an alert goes off. */
export function alertMessage(alert: Pick<PriceAlert, 'metal' | 'kind' | 'threshold'>, value: number): string {
  const subject =
    alert.kind === 'premium-falls'
      ? `${alert.metal}’s lowest premium over spot fell to`
      : `${alert.metal}’s spot ask ${alert.kind === 'ask-rises' ? 'rose' : 'fell'} to`;
  return `Price alert: ${subject} ${formatUsd(value)} (your alert: ${formatUsd(alert.threshold)}).`;
}

/** Alerts as stored, each checked; anything malformed is dropped, never trusted. */
export function parseAlerts(json: string | null): PriceAlert[] {
  if (!json) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const alerts: PriceAlert[] = [];
  for (const item of raw.slice(0, MAX_ALERTS)) {
    if (typeof item !== 'object' || item === null) continue;
    const a = item as Record<string, unknown>;
    const metal = ALERT_METALS.find((m) => m === a.metal);
    const kind = ALERT_KINDS.find((k) => k.value === a.kind)?.value;
    if (
      typeof a.id !== 'string' ||
      !metal ||
      !kind ||
      typeof a.threshold !== 'number' ||
      !(a.threshold > 0) ||
      !Number.isFinite(a.threshold)
    )
      continue;
    const t = a.triggered as Record<string, unknown> | undefined;
    const triggered =
      t && typeof t.at === 'string' && typeof t.value === 'number' && Number.isFinite(t.value) ? { at: t.at, value: t.value } : undefined;
    alerts.push({ id: a.id, metal, kind, threshold: a.threshold, ...(triggered ? { triggered } : {}) });
  }
  return alerts;
}
