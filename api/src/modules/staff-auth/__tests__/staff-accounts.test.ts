import { SAME_ORIGIN, asBrowser, latestMail, registerCustomer } from '../../../test-support/accounts';
import { STAFF_PASSWORD, asStaff, createStaff, staffCookieOf, staffLogin } from '../../../test-support/staff';
import { useTestApp } from '../../../test-support/test-app';
import { runShopCommand } from '../../../staff/shop-command';
import { resolveCommandActor, takeIdentityOptions } from '../../../staff/command-actor';
import { currentTotpCode } from '../totp';

// Issue 32, point 1: staff accounts apart from customers, set up from a one-time link with a password and an
// authenticator, logged in with both, limited like customers' logins, and every change in the audit log.
const ctx = useTestApp({
  app: {
    rateLimits: {
      ...{ loginPerIp: { max: 10_000, windowMs: 60_000 }, loginPerAccount: { max: 10_000, windowMs: 60_000 } },
      loginPerAccountAndIp: { max: 5, windowMs: 60_000 },
    },
  },
});
const db = () => ctx.database.db;
const step = 30_000;

/** `npm run shop -- <argv>` on the test database, as the CLI runs it when it opens the database itself. */
async function shopCommand(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const { argv, ...identity } = takeIdentityOptions(args, {});
  const code = await runShopCommand(
    {
      db: db(),
      stripe: null,
      settings: { mode: 'disabled', reason: 'test' } as never,
      log: ctx.app.log,
      mailOrigin: 'http://localhost:3000',
    },
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    await resolveCommandActor(db(), identity),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the first owner, from `npm run shop -- staff add`', () => {
  it('prints a one-time setup link; the password and the authenticator make the account active', async () => {
    const added = await shopCommand(['staff', 'add', 'first.owner@vesna.test', '--role', 'owner', '--name', 'Iryna']);
    expect(added.code).toBe(0);
    const link = /https?:\/\/\S+\/staff\/setup\?token=(\S+)/.exec(added.out);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const info = await ctx.app.inject({ url: `/api/staff/setup/${token}` });
    expect(info.json()).toEqual({ email: 'first.owner@vesna.test', role: 'owner' });

    const weak = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/setup/${token}/password`,
      headers: SAME_ORIGIN,
      payload: { password: 'short', confirmPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: 'Password is too short!' });

    const enrol = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/setup/${token}/password`,
      headers: SAME_ORIGIN,
      payload: { password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
    });
    const { totp } = enrol.json() as { totp: { secret: string; otpauthUrl: string; qrSvg: string } };
    expect(totp.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Vesna:first\.owner%40vesna\.test\?/);
    expect(totp.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(totp.qrSvg).not.toMatch(/<script/i);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/setup/${token}/totp`,
      headers: SAME_ORIGIN,
      payload: { code: currentTotpCode(totp.secret, 'first.owner@vesna.test', Date.now() + 5 * step) },
    });
    expect(wrong.statusCode).toBe(400);
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/setup/${token}/totp`,
      headers: SAME_ORIGIN,
      payload: { code: currentTotpCode(totp.secret, 'first.owner@vesna.test') },
    });
    const { recoveryCodes } = done.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // The link is spent.
    expect((await ctx.app.inject({ url: `/api/staff/setup/${token}` })).statusCode).toBe(410);
    // The audit log names the console for the first owner, then the owner herself.
    const { rows } = await db().query<{ action: string; staff_name: string }>(
      `SELECT action, staff_name FROM audit_log WHERE entity = 'staff' ORDER BY id`,
    );
    expect(rows.slice(0, 2)).toEqual([
      { action: 'staff.invite', staff_name: 'console (first owner set-up)' },
      { action: 'staff.activate', staff_name: 'Iryna' },
    ]);
    // A second `staff add` without naming an owner is refused: only the very first owner needs no identity.
    const second = await shopCommand(['staff', 'add', 'someone@vesna.test', '--role', 'owner']);
    expect(second.code).toBe(1);
    expect(second.err).toMatch(/--as/);
  });

  it('answers 410 to an unknown or expired link', async () => {
    expect((await ctx.app.inject({ url: '/api/staff/setup/not-a-real-token-at-all-123' })).statusCode).toBe(410);
    const added = await shopCommand([
      'staff',
      'add',
      'late@vesna.test',
      '--role',
      'catalogue',
      '--as',
      'first.owner@vesna.test',
    ]);
    const token = decodeURIComponent(/token=(\S+)/.exec(added.out)![1]!);
    await db().query(`UPDATE staff_setup_tokens SET expires_at = now() - interval '1 second'`);
    expect((await ctx.app.inject({ url: `/api/staff/setup/${token}` })).statusCode).toBe(410);
  });
});

describe('staff log in', () => {
  it('needs the password and a code; a code works once; a recovery code works once', async () => {
    const staff = await createStaff(ctx.app, db(), 'catalogue');
    const session = await ctx.app.inject(asStaff(staff, { url: '/api/staff/session' }));
    expect(session.json()).toEqual({
      staff: { id: staff.id, email: staff.email, name: 'Test catalogue', role: 'catalogue' },
    });

    // The code createStaff logged in with cannot be used again (computed from the clock here, it would be a
    // fresh code once the clock has crossed into the next step).
    const reused = await staffLogin(ctx.app, staff.email, staff.loginCode);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe('Email, password or code is incorrect.');
    const wrongPassword = await staffLogin(ctx.app, staff.email, staff.recoveryCodes[0]!, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);

    const recovered = await staffLogin(ctx.app, staff.email, staff.recoveryCodes[0]!.toUpperCase());
    expect(recovered.statusCode).toBe(200);
    const cookie = recovered.cookies.find((c) => c.name === 'vesna_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
    expect((await staffLogin(ctx.app, staff.email, staff.recoveryCodes[0]!)).statusCode).toBe(401);
  });

  it('locks an account out after repeated failures, as a customer login does', async () => {
    const staff = await createStaff(ctx.app, db(), 'fulfilment');
    for (let i = 0; i < 5; i += 1) expect((await staffLogin(ctx.app, staff.email, '000000')).statusCode).toBe(401);
    const locked = await staffLogin(ctx.app, staff.email, staff.recoveryCodes[1]!);
    expect(locked.statusCode).toBe(429);
  });

  it('ends a session after 30 idle minutes, and at logout', async () => {
    const staff = await createStaff(ctx.app, db(), 'catalogue');
    await db().query(`UPDATE staff_sessions SET last_seen_at = now() - interval '29 minutes'`);
    expect((await ctx.app.inject(asStaff(staff, { url: '/api/staff/session' }))).statusCode).toBe(200);
    await db().query(`UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes'`);
    expect((await ctx.app.inject(asStaff(staff, { url: '/api/staff/session' }))).statusCode).toBe(401);

    const again = await staffLogin(ctx.app, staff.email, staff.recoveryCodes[0]!);
    const fresh = { cookie: staffCookieOf(again)! };
    expect((await ctx.app.inject(asStaff(fresh, { method: 'DELETE', url: '/api/staff/session' }))).statusCode).toBe(
      204,
    );
    expect((await ctx.app.inject(asStaff(fresh, { url: '/api/staff/session' }))).statusCode).toBe(401);
  });

  it("records a session's use at most once a minute, so concurrent requests do not queue on its row", async () => {
    const staff = await createStaff(ctx.app, db(), 'catalogue');
    const idleSeconds = async () =>
      (
        await db().query<{ s: number }>(
          `SELECT extract(epoch FROM now() - last_seen_at)::float8 AS s FROM staff_sessions WHERE staff_id = $1`,
          [staff.id],
        )
      ).rows[0]!.s;
    const seen = (ago: string) =>
      db().query(`UPDATE staff_sessions SET last_seen_at = now() - $2::interval WHERE staff_id = $1`, [staff.id, ago]);
    await seen('40 seconds');
    expect((await ctx.app.inject(asStaff(staff, { url: '/api/staff/session' }))).statusCode).toBe(200);
    expect(await idleSeconds()).toBeGreaterThan(35);
    await seen('2 minutes');
    expect((await ctx.app.inject(asStaff(staff, { url: '/api/staff/session' }))).statusCode).toBe(200);
    expect(await idleSeconds()).toBeLessThan(10);
  });
});

describe('staff and customers stay apart', () => {
  it('a customer session never reaches a staff route, and a staff session is no customer', async () => {
    const customer = await registerCustomer(ctx.app);
    expect((await ctx.app.inject(asBrowser(customer.token, { url: '/api/staff/session' }))).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/staff/session', headers: { authorization: `Bearer ${customer.token}` } }))
        .statusCode,
    ).toBe(401);
    const staff = await createStaff(ctx.app, db(), 'owner');
    // The staff cookie as if it were sent as the customer cookie, and on a customer route: no customer.
    expect((await ctx.app.inject(asBrowser(staff.cookie, { url: '/api/customers/customer' }))).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/customers/customer', cookies: { vesna_staff: staff.cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses an unsafe staff request that another site makes with the staff cookie', async () => {
    const owner = await createStaff(ctx.app, db(), 'owner');
    const invite = { email: 'crosssite@vesna.test', name: 'Cross', role: 'catalogue' };
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, {}, { origin: 'https://evil.example' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/staff/members',
        headers,
        cookies: { vesna_staff: owner.cookie },
        payload: invite,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('owners invite and deactivate members; the audit log shows it and cannot be changed', () => {
  it('invites through the mail queue, deactivates, and lists both in the audit log', async () => {
    const owner = await createStaff(ctx.app, db(), 'owner');
    const invited = await ctx.app.inject(
      asStaff(owner, {
        method: 'POST',
        url: '/api/staff/members',
        payload: { email: 'new.member@vesna.test', name: 'Oksana', role: 'catalogue' },
      }),
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'new.member@vesna.test', role: 'catalogue', status: 'invited' });
    const mail = await latestMail(ctx.app, 'new.member@vesna.test');
    expect(mail.text).toMatch(/\/staff\/setup\?token=\S+/);
    expect(mail.state).toBe('queued');

    const bad = await ctx.app.inject(
      asStaff(owner, { method: 'POST', url: '/api/staff/members', payload: { email: 'x', name: '', role: 'boss' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'name', 'role']);

    const id = invited.json().id as number;
    expect(
      (await ctx.app.inject(asStaff(owner, { method: 'DELETE', url: `/api/staff/members/${id}` }))).statusCode,
    ).toBe(200);

    const audit = await ctx.app.inject(asStaff(owner, { url: `/api/staff/audit?staff=${owner.id}&entity=staff` }));
    expect(audit.statusCode).toBe(200);
    const actions = (audit.json().items as { action: string; entityId: string; actor: string }[]).map((e) => [
      e.action,
      e.entityId,
      e.actor,
    ]);
    expect(actions).toEqual([
      ['staff.deactivate', String(id), 'Test owner'],
      ['staff.invite', String(id), 'Test owner'],
      ['staff.activate', String(owner.id), 'Test owner'],
    ]);
  });

  it('refuses to update or delete an audit entry', async () => {
    await expect(db().query(`UPDATE audit_log SET action = 'nothing'`)).rejects.toThrow(/append-only/);
    await expect(db().query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
