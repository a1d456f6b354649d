import { STORE_TIME_ZONE } from '../shop-details';

/**
 * The shop's wall clock (Europe/Kyiv) for times staff enter and read: discount codes start and end at a Kyiv
 * time, stored in UTC. A local time is "YYYY-MM-DDTHH:mm", as an <input type="datetime-local"> holds it.
 */
export const KYIV_LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-12-01T10:00": the Kyiv wall-clock time of an instant. */
export function kyivLocalTime(instant: Date | string): string {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Minutes Kyiv is ahead of UTC at `ms`. */
function offsetMinutes(ms: number): number {
  const local = KYIV_LOCAL_TIME.exec(kyivLocalTime(new Date(ms)))!;
  const asUtc = Date.UTC(+local[1], +local[2] - 1, +local[3], +local[4], +local[5]);
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * The instant (ISO, UTC) of a Kyiv wall-clock time, or null when the text is not one. A time the clocks skip
 * (spring forward) is read with the offset before the change; a time that occurs twice, as its first occurrence.
 */
export function kyivLocalToUtc(local: string): string | null {
  const m = KYIV_LOCAL_TIME.exec(local);
  if (!m) return null;
  const naive = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  if (Number.isNaN(naive) || new Date(naive).toISOString().slice(0, 16) !== local) return null;
  // Try the offsets in force just before and just after: the first that gives back the same wall time wins.
  const before = offsetMinutes(naive - 14 * 3_600_000);
  const after = offsetMinutes(naive + 14 * 3_600_000);
  for (const offset of [before, after]) {
    const ms = naive - offset * 60_000;
    if (kyivLocalTime(new Date(ms)) === local) return new Date(ms).toISOString();
  }
  return new Date(naive - before * 60_000).toISOString();
}
