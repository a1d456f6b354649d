import { STORE_TIME_ZONE, STORE_WEEK_HOURS } from 'contracts';

/** The store's time zone, with the name older time-zone data knows when "Europe/Kyiv" is missing. */
function storeTimeZone(): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: STORE_TIME_ZONE });
    return STORE_TIME_ZONE;
  } catch {
    return 'Europe/Kiev';
  }
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export interface StoreStatus {
  /** Today in Kyiv as Date.prototype.getDay() counts: 0 is Sunday. */
  weekday: number;
  open: boolean;
}

/**
 * Whether the Kyiv store is open at `now`, and which day it is there: the store's clock, not the shopper's
 * (a shopper in New York at 20:00 on Monday finds the store closed, it being 03:00 on Tuesday in Kyiv).
 */
export function storeStatus(now: Date): StoreStatus {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: storeTimeZone(),
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = WEEKDAY_INDEX[part('weekday')] ?? now.getDay();
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  const hours = STORE_WEEK_HOURS[weekday]?.hours;
  const open = !!hours && minutes >= toMinutes(hours.opens) && minutes < toMinutes(hours.closes);
  return { weekday, open };
}
