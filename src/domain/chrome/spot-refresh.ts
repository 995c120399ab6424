/** Spot prices refresh on load and then every 45 seconds, with a countdown kept in state. */
export const SPOT_REFRESH_SECONDS = 45;

/** One tick of the countdown: the next value, and whether this tick should refresh the prices. */
export function tickCountdown(secondsLeft: number, period = SPOT_REFRESH_SECONDS): { secondsLeft: number; refresh: boolean } {
  return secondsLeft <= 1 ? { secondsLeft: period, refresh: true } : { secondsLeft: secondsLeft - 1, refresh: false };
}
