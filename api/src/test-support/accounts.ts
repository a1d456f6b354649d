import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SessionUser } from 'contracts';

/** What a same-origin fetch from the shop's pages carries. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

export interface TestCustomer {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The session token (also the cookie value). */
  token: string;
  user: SessionUser;
}

let counter = 0;
/** A unique e-mail per call, so tests in one file do not collide. */
export const uniqueEmail = (prefix = 'shopper') => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

export function sessionCookieOf(res: LightMyRequestResponse): { value: string; [k: string]: unknown } | undefined {
  return (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'vesna_session');
}

/** Request options as the shop's browser sends them: session cookie and same-origin headers. */
export function asBrowser(token: string, options: InjectOptions = {}): InjectOptions {
  return {
    ...options,
    headers: { ...SAME_ORIGIN, ...(options.headers ?? {}) },
    cookies: { vesna_session: token, ...((options.cookies as Record<string, string>) ?? {}) },
  };
}

/** Request options as an API client sends them: a Bearer token, no browser headers. */
export function asBearer(token: string, options: InjectOptions = {}): InjectOptions {
  return { ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } };
}

export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<TestCustomer> {
  const input = {
    firstName: 'Olena',
    lastName: 'Kovalenko',
    email: uniqueEmail(),
    password: 'correct-horse-1',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/customers', headers: SAME_ORIGIN, payload: input });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; customer: SessionUser };
  return { ...input, id: body.customer.id, token: body.token, user: body.customer };
}

export async function login(app: FastifyInstance, email: string, password: string, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/login',
    headers: SAME_ORIGIN,
    payload: { loginOrEmail: email, password, ...extra },
  });
}

/** The latest mail to `email` in the development mailbox (the mail queue: queued mail too, with its state). */
export async function latestMail(app: FastifyInstance, email: string) {
  const res = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return (res.json() as { subject: string; text: string; html: string; to: string; state: string; tries: number }[])[0];
}

/** The verification link's path and query (origin stripped) from the latest mail to `email`. */
export async function verificationPath(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMail(app, email);
  const link = /https?:\/\/\S+\/api\/customers\/verify-email\?token=\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
