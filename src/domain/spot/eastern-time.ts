/** Times and dates as the metals market tells them: New York's. Apart from market-hours, so the shell does not carry them. */
import { WEEKDAYS_SHORT, clockText } from '../format';
import { newYorkTime } from './market-hours';

/** An instant as the metals market tells time: "Wed 10:00 AM ET". */
export function formatEastern(at: Date): string {
  const { weekday, minutes } = newYorkTime(at);
  // Stryker disable next-line StringLiteral: a weekday is 0 to 6, so the default is never used
  const day = WEEKDAYS_SHORT[weekday] ?? '';
  return `${day} ${clockText(Math.floor(minutes / 60), minutes % 60)} ET`;
}

/** The market's date (New York) at an instant, as YYYY-MM-DD. */
export function marketDate(at: Date): string {
  const { year, month, day } = newYorkTime(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
