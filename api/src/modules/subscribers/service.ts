import {
  API_BASE_URL,
  API_PATHS,
  NEWSLETTER_PAGE_PATH,
  type NewsletterLinkAction,
  type NewsletterLinkStatus,
} from 'contracts';
import { newsletterSchema } from 'contracts/schemas';
import type { Database, Queryable } from '../../db/database';
import { objectBody, validateWith } from '../../validation';
import { enqueueMail } from '../mail/queue-queries';
import { hashToken, newToken } from '../sessions';
import { newsletterMail } from './newsletter-mail';
import {
  insertSubscriberToken,
  markSubscriberConfirmed,
  markSubscriberUnsubscribed,
  upsertPendingSubscriber,
  useSubscriberToken,
} from './queries';

export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface SubscriberDeps {
  db: Database;
}

/** A new single-use link of that purpose, stored hashed; returns the absolute URL with the token. */
async function newLink(
  db: Queryable,
  subscriberId: number,
  purpose: 'confirm' | 'unsubscribe',
  origin: string,
): Promise<string> {
  const token = newToken();
  const expiresAt = purpose === 'confirm' ? new Date(Date.now() + CONFIRMATION_TTL_MS) : null;
  await insertSubscriberToken(db, hashToken(token), subscriberId, purpose, expiresAt);
  const path = purpose === 'confirm' ? API_PATHS.subscribersConfirm : API_PATHS.subscribersUnsubscribe;
  return `${origin}${API_BASE_URL}${path}?token=${encodeURIComponent(token)}`;
}

/** An unsubscribe link for one newsletter mail to this subscriber (a newsletter sender calls it per mail). */
export const newUnsubscribeLink = (db: Queryable, subscriberId: number, origin: string) =>
  newLink(db, subscriberId, 'unsubscribe', origin);

/**
 * Double opt-in. Whatever the address's state, the caller answers the same message: a new or
 * unsubscribed address becomes pending and gets a confirmation link; a pending one gets a fresh
 * link (the old one stops working); a confirmed one gets a note that it is already subscribed. Only
 * the mailbox's owner learns which, never the person who typed the address. The state, its links and
 * the mail are committed together; the mail worker sends the mail.
 */
export async function subscribe(deps: SubscriberDeps, body: unknown, origin: string): Promise<void> {
  const input = await validateWith(newsletterSchema, objectBody(body, '{"email": "...", "agreement": true}'));
  const email = input.email.trim();
  await deps.db.transaction((tx) => queueSubscriptionMail(tx, email, input.agreement, origin));
}

async function queueSubscriptionMail(tx: Queryable, email: string, agreement: boolean, origin: string): Promise<void> {
  const subscriber = await upsertPendingSubscriber(tx, email, agreement);
  const unsubscribe = await newUnsubscribeLink(tx, subscriber.id, origin);
  const mail =
    subscriber.status === 'confirmed'
      ? newsletterMail(
          email,
          'You are already subscribed to the Vesna newsletter',
          [
            'Hello,',
            'Someone (probably you) asked to subscribe this address to the Vesna newsletter. It is already subscribed, so nothing has changed.',
          ],
          unsubscribe,
        )
      : newsletterMail(
          email,
          'Confirm your subscription to the Vesna newsletter',
          [
            'Hello,',
            'Please confirm that you want our news, and 15% off on your birthday, by opening this link. It works once, within 7 days:',
            { text: 'Confirm my subscription', href: await newLink(tx, subscriber.id, 'confirm', origin) },
            'If you did not ask for the newsletter, ignore this mail: without confirmation you receive nothing.',
          ],
          unsubscribe,
        );
  await enqueueMail(tx, mail);
}

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

/** Uses a confirmation link; the outcome names the text the /newsletter page shows. */
export async function confirmSubscription(db: Queryable, token: string): Promise<NewsletterLinkStatus> {
  if (!TOKEN_FORMAT.test(token)) return 'invalid-link';
  const subscriberId = await useSubscriberToken(db, hashToken(token), 'confirm');
  if (subscriberId === null) return 'invalid-link';
  return (await markSubscriberConfirmed(db, subscriberId)) ? 'confirmed' : 'invalid-link';
}

/** Uses an unsubscribe link (no login: the token is the proof of the mailbox). */
export async function unsubscribe(db: Queryable, token: string): Promise<NewsletterLinkStatus> {
  if (!TOKEN_FORMAT.test(token)) return 'invalid-link';
  const subscriberId = await useSubscriberToken(db, hashToken(token), 'unsubscribe');
  if (subscriberId === null) return 'invalid-link';
  await markSubscriberUnsubscribed(db, subscriberId);
  return 'unsubscribed';
}

/** The shop page that shows an outcome. */
export const newsletterPageFor = (status: NewsletterLinkStatus) => `${NEWSLETTER_PAGE_PATH}?status=${status}`;

/** The shop page a mailed link opens: it asks before it acts (its button POSTs the token). */
export function newsletterPromptFor(action: NewsletterLinkAction, token: string): string {
  if (!TOKEN_FORMAT.test(token)) return newsletterPageFor('invalid-link');
  return `${NEWSLETTER_PAGE_PATH}?action=${action}&token=${encodeURIComponent(token)}`;
}
