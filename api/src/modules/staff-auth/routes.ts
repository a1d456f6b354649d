import type { FastifyInstance } from 'fastify';
import {
  STAFF_API_PATHS,
  STAFF_COOKIE_NAME,
  inviteSchema,
  staffLoginSchema,
  staffSetupPasswordSchema,
  staffTokenSchema,
  totpCodeSchema,
  type StaffMemberListItem,
  type StaffSessionResponse,
} from 'contracts/staff';
import { HttpError } from '../../http-errors';
import { objectBody, validateWith } from '../../validation';
import { linkOrigin } from '../accounts-context';
import { recordAudit } from '../audit/record-audit';
import { hashToken } from '../sessions';
import { clearStaffCookie, setStaffCookie } from './cookie';
import { deactivateStaffMember, deleteStaffSession, revokeApiToken, selectApiTokens, selectStaffList } from './queries';
import { requireStaff, staffOf } from './require-staff';
import { staffAuthSchemas } from './route-schemas';
import {
  createApiToken,
  createInvitedMember,
  loginStaff,
  queueInvitationMail,
  setupInfo,
  setupLink,
  setupPassword,
  setupTotp,
  type StaffContext,
} from './service';

const at = (path: string) => `/api${path}`;
const numericId = (value: string) => {
  if (!/^\d{1,9}$/.test(value)) throw new HttpError(404, 'Not found');
  return Number(value);
};

/** Staff log in and out, the setup link, members (owner) and API tokens. */
export async function staffAuthRoutes(app: FastifyInstance, ctx: StaffContext): Promise<void> {
  const { db } = ctx;

  app.post(at(STAFF_API_PATHS.session), { schema: staffAuthSchemas.login }, async (request, reply) => {
    const input = await validateWith(staffLoginSchema, objectBody(request.body, '{"email","password","code"}'));
    const { staff, token } = await loginStaff(ctx, input, request.ip);
    setStaffCookie(reply, token);
    return { staff } satisfies StaffSessionResponse;
  });

  app.get(
    at(STAFF_API_PATHS.session),
    { schema: staffAuthSchemas.session, preHandler: requireStaff() },
    async (request): Promise<StaffSessionResponse> => ({ staff: staffOf(request) }),
  );

  app.delete(
    at(STAFF_API_PATHS.session),
    { schema: staffAuthSchemas.logout, preHandler: requireStaff() },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE_NAME];
      if (token) await deleteStaffSession(db, hashToken(token));
      clearStaffCookie(reply);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { token: string } }>(
    at(STAFF_API_PATHS.setup),
    { schema: staffAuthSchemas.setupInfo },
    async (request) => setupInfo(db, request.params.token),
  );

  app.post<{ Params: { token: string } }>(
    at(STAFF_API_PATHS.setupPassword),
    { schema: staffAuthSchemas.setupPassword },
    async (request) => {
      const input = await validateWith(
        staffSetupPasswordSchema,
        objectBody(request.body, '{"password","confirmPassword"}'),
      );
      return setupPassword(ctx, request.params.token, input.password);
    },
  );

  app.post<{ Params: { token: string } }>(
    at(STAFF_API_PATHS.setupTotp),
    { schema: staffAuthSchemas.setupTotp },
    async (request) => {
      const input = await validateWith(totpCodeSchema, objectBody(request.body, '{"code"}'));
      return { recoveryCodes: await setupTotp(ctx, request.params.token, input.code) };
    },
  );

  app.get(
    at(STAFF_API_PATHS.members),
    { schema: staffAuthSchemas.members, preHandler: requireStaff('owner') },
    async () => ({ items: await selectStaffList(db) }),
  );

  app.post(
    at(STAFF_API_PATHS.members),
    { schema: staffAuthSchemas.invite, preHandler: requireStaff('owner') },
    async (request, reply) => {
      const owner = staffOf(request);
      const input = await validateWith(inviteSchema, objectBody(request.body, '{"email","name","role"}'));
      const member = { email: input.email.trim(), name: input.name.trim(), role: input.role };
      // The member, the link, the mail and the audit entry are committed together.
      const id = await db.transaction(async (tx) => {
        const invited = await createInvitedMember(tx, member);
        await queueInvitationMail(tx, member, owner.name, setupLink(linkOrigin(ctx, request), invited.token));
        await recordAudit(tx, {
          staffId: owner.id,
          action: 'staff.invite',
          entity: 'staff',
          entityId: invited.id,
          after: member,
        });
        return invited.id;
      });
      const created = (await selectStaffList(db)).find((item) => item.id === id) as StaffMemberListItem;
      return reply.code(201).send(created);
    },
  );

  app.delete<{ Params: { id: string } }>(
    at(STAFF_API_PATHS.member),
    { schema: staffAuthSchemas.deactivate, preHandler: requireStaff('owner') },
    async (request) => {
      const owner = staffOf(request);
      const id = numericId(request.params.id);
      if (id === owner.id) throw new HttpError(409, 'You cannot deactivate yourself');
      await db.transaction(async (tx) => {
        if (!(await deactivateStaffMember(tx, id))) throw new HttpError(404, 'No such active member');
        await recordAudit(tx, {
          staffId: owner.id,
          action: 'staff.deactivate',
          entity: 'staff',
          entityId: id,
          before: { status: 'active' },
          after: { status: 'deactivated' },
        });
      });
      return { success: true as const };
    },
  );

  app.get(
    at(STAFF_API_PATHS.tokens),
    { schema: staffAuthSchemas.tokens, preHandler: requireStaff() },
    async (request) => ({ items: await selectApiTokens(db, staffOf(request).id) }),
  );

  app.post(
    at(STAFF_API_PATHS.tokens),
    { schema: staffAuthSchemas.createToken, preHandler: requireStaff() },
    async (request, reply) => {
      const input = await validateWith(staffTokenSchema, objectBody(request.body, '{"name"}'));
      return reply.code(201).send(await createApiToken(db, staffOf(request), input.name.trim()));
    },
  );

  app.delete<{ Params: { id: string } }>(
    at(STAFF_API_PATHS.token),
    { schema: staffAuthSchemas.revokeToken, preHandler: requireStaff() },
    async (request) => {
      const staff = staffOf(request);
      const id = numericId(request.params.id);
      await db.transaction(async (tx) => {
        if (!(await revokeApiToken(tx, staff.id, id))) throw new HttpError(404, 'No such token');
        await recordAudit(tx, { staffId: staff.id, action: 'staff_token.revoke', entity: 'staff_token', entityId: id });
      });
      return { success: true as const };
    },
  );
}
