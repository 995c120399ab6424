/** A time to the second in New York's time: apart from eastern-time.ts, which the home page loads, as only the price hold says it. */
import { clockText } from '../format';
import { newYorkTime } from './market-hours';

/**
 * A time of day to the second as the store tells it (New York's): "11:36:27 AM ET". The same text on the
 * server and in any browser, whatever its own time zone.
 */
export function formatEasternClock(at: Date): string {
  const { minutes } = newYorkTime(at);
  // "11:36 AM": the clock's text always has its two parts.
  const [hm, half] = clockText(Math.floor(minutes / 60), minutes % 60).split(' ') as [string, string];
  return `${hm}:${String(at.getUTCSeconds()).padStart(2, '0')} ${half} ET`;
}
