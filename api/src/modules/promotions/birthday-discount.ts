import {
  BIRTHDAY_DISCOUNT_LABEL,
  BIRTHDAY_DISCOUNT_PERCENT,
  type BirthdayDiscountStatus,
  type QuoteDiscount,
} from 'contracts';
import { PAID_ORDER_STATUSES } from 'contracts/order-status';
import type { Queryable } from '../../db/database';
import { currentOrNextWindow, shopDate, windowContaining, type BirthdayWindow } from './birthday-window';

/** Statuses of an order that has kept its discount (a pending one of the same account is replaced by the next purchase). */
const USED_STATUSES = PAID_ORDER_STATUSES;

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
  /** What an order that takes the discount records (orders.birthday_*), when eligible. */
  grant: BirthdayGrant | null;
}

/** The keys of one discounted order: one per birthday year and per calendar year, by account and by e-mail. */
export interface BirthdayGrant {
  /** The year of the birthday whose window the order is in. */
  year: number;
  /** The shop's calendar year (Kyiv) on the day of the order. */
  shopYear: number;
  /** The account's verified e-mail, lower-cased: a new account or a changed e-mail is the same person. */
  email: string;
  window: BirthdayWindow;
}

/**
 * Whether the account's next order gets the birthday discount at `now`. The rule (README, "After payment"):
 * the account verified its e-mail, that e-mail is a confirmed newsletter subscriber, the profile holds a birth
 * date, `now` (in Kyiv) is inside its window; and no order that kept the discount (paid, shipped or delivered,
 * or another account's unpaid one) belongs to the same person, by this account or by this e-mail, in the same
 * birthday year or in the same calendar year. So a changed e-mail, a second account or a birth date moved
 * across New Year opens no second discount.
 */
export async function birthdayEligibility(db: Queryable, customerId: string, now: Date): Promise<BirthdayEligibility> {
  const { rows } = await db.query<{
    birthDate: string | null;
    subscribed: boolean;
    verified: boolean;
    email: string;
  }>(
    `SELECT to_char(c.birth_date, 'YYYY-MM-DD') AS "birthDate", c.email_verified AS verified, lower(c.email) AS email,
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
    grant: null,
  });
  if (!row?.verified) {
    return refuse(
      'not-verified',
      `Verify your e-mail address, subscribe to our newsletter and confirm it to get ${BIRTHDAY_DISCOUNT_PERCENT} % off one order around your birthday.`,
    );
  }
  if (!row.subscribed) {
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
  const shopYear = Number(today.slice(0, 4));
  const usedYear = window ? await usedBirthdayYear(db, customerId, row.email, window.year, shopYear) : null;
  if (usedYear !== null) {
    return refuse('used-this-year', `You have used your birthday discount for ${usedYear}.`);
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
    grant: { year: window.year, shopYear, email: row.email, window },
  };
}

/**
 * The year (birthday's or calendar) in which this person already has a discounted order that kept it, or null.
 * Her own unpaid order does not count (her next purchase replaces it); another account's does.
 */
async function usedBirthdayYear(
  db: Queryable,
  customerId: string,
  email: string,
  birthdayYear: number,
  shopYear: number,
): Promise<number | null> {
  const { rows } = await db.query<{ year: number }>(
    `SELECT CASE WHEN birthday_year = $3 THEN birthday_year ELSE birthday_shop_year END AS year
       FROM orders
      WHERE birthday_year IS NOT NULL
        AND (customer_id = $1 OR birthday_email = $2)
        AND (birthday_year = $3 OR birthday_shop_year = $4)
        AND (status = ANY($5::text[]) OR (status = 'pending' AND customer_id <> $1))
      LIMIT 1`,
    [customerId, email, birthdayYear, shopYear, USED_STATUSES],
  );
  return rows[0]?.year ?? null;
}
