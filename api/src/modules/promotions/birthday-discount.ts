import {
  BIRTHDAY_DISCOUNT_LABEL,
  BIRTHDAY_DISCOUNT_PERCENT,
  type BirthdayDiscountStatus,
  type QuoteDiscount,
} from 'contracts';
import type { Queryable } from '../../db/database';
import { currentOrNextWindow, shopDate, windowContaining, type BirthdayWindow } from './birthday-window';

/** Statuses of an order that has used its birthday year (a pending one is replaced by the next purchase). */
const USED_STATUSES = ['paid', 'shipped', 'delivered'];

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const readable = (iso: string) => monthDay.format(new Date(`${iso}T00:00:00Z`));

/** 15 % of the merchandise in whole cents, rounded half up in integer arithmetic. */
export function birthdayDiscountCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * BIRTHDAY_DISCOUNT_PERCENT + 50) / 100);
}

export function birthdayDiscount(subtotalCents: number): QuoteDiscount {
  return {
    kind: 'birthday',
    label: BIRTHDAY_DISCOUNT_LABEL,
    percent: BIRTHDAY_DISCOUNT_PERCENT,
    amountCents: birthdayDiscountCents(subtotalCents),
  };
}

export interface BirthdayEligibility {
  status: BirthdayDiscountStatus;
  /** The window the discount would belong to when eligible (its year is stored on the order). */
  window: BirthdayWindow | null;
}

/**
 * Whether the account's next order gets the birthday discount at `now`: its e-mail is a confirmed newsletter
 * subscriber, its profile holds a birth date, `now` (in Kyiv) is inside the window, and no paid order of
 * that birthday year had it (keyed by the year, so a changed birth date opens no second window).
 */
export async function birthdayEligibility(db: Queryable, customerId: string, now: Date): Promise<BirthdayEligibility> {
  const { rows } = await db.query<{ birthDate: string | null; subscribed: boolean }>(
    `SELECT to_char(c.birth_date, 'YYYY-MM-DD') AS "birthDate",
            EXISTS (SELECT 1 FROM subscribers s WHERE lower(s.email) = lower(c.email) AND s.status = 'confirmed') AS subscribed
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  const row = rows[0];
  const today = shopDate(now);
  const next = row?.birthDate ? currentOrNextWindow(row.birthDate, today) : null;
  const dates = { windowStart: next?.start ?? null, windowEnd: next?.end ?? null };
  const refuse = (reason: NonNullable<BirthdayDiscountStatus['reason']>, message: string): BirthdayEligibility => ({
    status: { eligible: false, reason, message, ...dates },
    window: null,
  });
  if (!row?.subscribed) {
    return refuse(
      'not-subscribed',
      `Subscribe to our newsletter and confirm your address to get ${BIRTHDAY_DISCOUNT_PERCENT} % off one order around your birthday.`,
    );
  }
  if (!row.birthDate || !next) {
    return refuse(
      'no-birth-date',
      `Add your birth date to get ${BIRTHDAY_DISCOUNT_PERCENT} % off one order around your birthday.`,
    );
  }
  const window = windowContaining(row.birthDate, today);
  if (window && (await usedBirthdayYear(db, customerId, window.year))) {
    return refuse('used-this-year', `You have used your birthday discount for ${window.year}.`);
  }
  if (!window) {
    return refuse(
      'outside-window',
      `Your birthday discount (${BIRTHDAY_DISCOUNT_PERCENT} %) applies to one order from ${readable(next.start)} to ${readable(next.end)}.`,
    );
  }
  return {
    status: {
      eligible: true,
      reason: null,
      message: `Happy birthday! ${BIRTHDAY_DISCOUNT_PERCENT} % off one order until ${readable(window.end)}.`,
      ...dates,
    },
    window,
  };
}

async function usedBirthdayYear(db: Queryable, customerId: string, year: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM orders WHERE customer_id = $1 AND birthday_year = $2 AND status = ANY($3::text[]) LIMIT 1',
    [customerId, year, USED_STATUSES],
  );
  return rows.length > 0;
}
