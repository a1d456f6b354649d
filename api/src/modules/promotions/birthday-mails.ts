import { BIRTHDAY_DISCOUNT_PERCENT } from 'contracts';
import type { Database } from '../../db/database';
import { enqueueMail } from '../mail/queue-queries';
import { newsletterMail } from '../subscribers/newsletter-mail';
import { newUnsubscribeLink } from '../subscribers/service';
import { shopOrigin } from '../mail/shop-origin';
import { birthdayEligibility } from './birthday-discount';

export const BIRTHDAY_MAIL_PURPOSE = 'birthday';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Queues the birthday mail of every account whose window has started (in Kyiv) and that may still use the
 * discount: a confirmed subscriber (an unsubscribed address is not), with a birth date, the discount not used
 * this year. Once per account and birthday year (birthday_mails' key, claimed in the same transaction as the
 * mail), so running it every hour, on every process, or after the birth date changed sends no second one.
 * Sent through the mail queue with the newsletter's unsubscribe link. Returns how many were queued.
 */
export async function queueBirthdayMails(
  db: Database,
  { now = new Date(), publicOrigin }: { now?: Date; publicOrigin?: string },
): Promise<number> {
  const origin = shopOrigin(publicOrigin);
  const { rows: candidates } = await db.query<{ customerId: string }>(
    `SELECT c.id AS "customerId" FROM customers c
       JOIN subscribers s ON lower(s.email) = lower(c.email) AND s.status = 'confirmed'
      WHERE c.birth_date IS NOT NULL`,
  );
  let queued = 0;
  for (const { customerId } of candidates) {
    const sent = await db.transaction(async (tx) => {
      const { status, grant } = await birthdayEligibility(tx, customerId, now);
      if (!status.eligible || !grant) return false;
      const claimed = await tx.query(
        `INSERT INTO birthday_mails (customer_id, year) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING year`,
        [customerId, grant.year],
      );
      if (claimed.rows.length === 0) return false;
      const { rows } = await tx.query<{ email: string; firstName: string; subscriberId: number }>(
        `SELECT c.email, c.first_name AS "firstName", s.id AS "subscriberId"
           FROM customers c JOIN subscribers s ON lower(s.email) = lower(c.email) WHERE c.id = $1`,
        [customerId],
      );
      const to = rows[0]!;
      const unsubscribe = await newUnsubscribeLink(tx, to.subscriberId, origin);
      const until = monthDay.format(new Date(`${grant.window.end}T00:00:00Z`));
      const mail = newsletterMail(
        to.email,
        `Happy birthday from Vesna: ${BIRTHDAY_DISCOUNT_PERCENT} % off`,
        [
          `Hello ${to.firstName},`,
          `Your birthday is coming, and so is your gift: ${BIRTHDAY_DISCOUNT_PERCENT} % off the merchandise of one order placed by ${until}. Log in and it is taken off in your bag; nothing to type.`,
          { text: 'Visit the shop', href: `${origin}/collection` },
        ],
        unsubscribe,
      );
      await enqueueMail(tx, mail, { purpose: BIRTHDAY_MAIL_PURPOSE, ref: customerId });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
