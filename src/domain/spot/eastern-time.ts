/** Times and dates as the metals market tells them: New York's. Apart from market-hours, so the shell does not carry them. */
const EASTERN = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** An instant as the metals market tells time: "Wed 10:00 AM ET". */
export const formatEastern = (at: Date): string => `${EASTERN.format(at)} ET`;

const EASTERN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });

/** The market's date (New York) at an instant, as YYYY-MM-DD. */
export const marketDate = (at: Date): string => EASTERN_DATE.format(at);
