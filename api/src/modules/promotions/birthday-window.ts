import { BIRTHDAY_WINDOW_DAYS, STORE_TIME_ZONE } from 'contracts';

/**
 * The birthday window as plain calendar dates in the shop's time zone (Europe/Kyiv): from 7 days before
 * to 7 days after the birthday, both included. 29 February counts as 28 February in other years.
 * Pure functions: the callers pass `now`, so tests can stand on any day.
 */
export interface BirthdayWindow {
  /** The year of the birthday the window belongs to: the discount is once per account and this year. */
  year: number;
  start: string;
  birthday: string;
  end: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const kyivDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-11-26": the calendar date in Kyiv at `now`. */
export function shopDate(now: Date): string {
  return kyivDate.format(now);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const utcDay = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The birthday's date in `year` (29 February → 28 February when `year` is not a leap year). */
export function birthdayIn(birthDate: string, year: number): string {
  let monthDay = birthDate.slice(5, 10);
  if (monthDay === '02-29' && !isLeap(year)) monthDay = '02-28';
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

function windowOf(birthDate: string, year: number): BirthdayWindow {
  const birthday = birthdayIn(birthDate, year);
  const day = utcDay(birthday);
  return {
    year,
    birthday,
    start: isoOf(day - BIRTHDAY_WINDOW_DAYS * DAY_MS),
    end: isoOf(day + BIRTHDAY_WINDOW_DAYS * DAY_MS),
  };
}

/** The window `today` (a shop date) falls in, or null. A window may cross New Year, so three years are tried. */
export function windowContaining(birthDate: string, today: string): BirthdayWindow | null {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year - 1, year, year + 1]) {
    const window = windowOf(birthDate, candidate);
    if (window.start <= today && today <= window.end) return window;
  }
  return null;
}

/** The window `today` falls in, else the next one to come. */
export function currentOrNextWindow(birthDate: string, today: string): BirthdayWindow {
  const year = Number(today.slice(0, 4));
  return (
    windowContaining(birthDate, today) ??
    [year, year + 1].map((y) => windowOf(birthDate, y)).find((window) => window.start > today) ??
    windowOf(birthDate, year + 1)
  );
}
