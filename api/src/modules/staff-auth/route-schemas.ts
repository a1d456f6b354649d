import {
  RECOVERY_CODE_COUNT,
  inviteSchema,
  staffLoginSchema,
  staffSetupPasswordSchema,
  staffTokenSchema,
  totpCodeSchema,
} from 'contracts/staff';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, exactly, json, listOf, noBody, shape, text, whole } from '../../openapi/shapes';
import {
  STAFF_SECURITY,
  staffMember,
  staffMemberListItem,
  staffRole,
  staffTokenListItem,
} from '../../openapi/staff-shapes';

const session = json('the staff member of the session', shape({ staff: staffMember }));
const tokenParams = { type: 'object', properties: { token: text({ description: 'from the setup link' }) } };
const idParams = { type: 'object', properties: { id: whole() } };
const done = json('done', shape({ success: exactly(true) }));

/** The staff accounts' routes (OpenAPI contract, tag staff). */
export const staffAuthSchemas = {
  login: {
    summary: 'Staff log in: password and a TOTP or recovery code; sets the vesna_staff cookie (Path=/api/staff)',
    body: jsonSchemaFromYup(staffLoginSchema),
    response: answers({ 200: session }),
  },
  session: {
    summary: 'The staff member of this session (401 without one; 30 minutes idle ends it)',
    security: STAFF_SECURITY,
    response: answers({ 200: session }),
  },
  logout: {
    summary: 'End this staff session',
    security: STAFF_SECURITY,
    response: answers({ 204: noBody('ended') }),
  },
  setupInfo: {
    summary: 'Whom a setup link is for (410 when unknown, used or expired)',
    params: tokenParams,
    response: answers({ 200: json('the invited member', shape({ email: text(), role: staffRole })) }),
  },
  setupPassword: {
    summary: "Set the password (the customers' rules) and get the authenticator's secret, shown once",
    params: tokenParams,
    body: jsonSchemaFromYup(staffSetupPasswordSchema),
    response: answers({
      200: json(
        'the secret to enrol',
        shape({ totp: shape({ secret: text(), otpauthUrl: text(), qrSvg: text({ description: 'an SVG document' }) }) }),
      ),
    }),
  },
  setupTotp: {
    summary: 'Confirm the authenticator with its first code: the account is active; ten recovery codes, shown once',
    params: tokenParams,
    body: jsonSchemaFromYup(totpCodeSchema),
    response: answers({
      200: json(
        'single-use recovery codes',
        shape({ recoveryCodes: listOf(text(), { minItems: RECOVERY_CODE_COUNT, maxItems: RECOVERY_CODE_COUNT }) }),
      ),
    }),
  },
  members: {
    summary: 'Staff members (owner)',
    security: STAFF_SECURITY,
    response: answers({ 200: json('every member', shape({ items: listOf(staffMemberListItem) })) }),
  },
  invite: {
    summary: 'Invite a member (owner): mails a one-time setup link valid 24 hours',
    security: STAFF_SECURITY,
    body: jsonSchemaFromYup(inviteSchema),
    response: answers({ 201: json('invited', staffMemberListItem) }),
  },
  deactivate: {
    summary: 'Deactivate a member (owner): their sessions and tokens end; nothing is deleted',
    security: STAFF_SECURITY,
    params: idParams,
    response: answers({ 200: done }),
  },
  tokens: {
    summary: "This member's API tokens (for `npm run shop` through the API)",
    security: STAFF_SECURITY,
    response: answers({ 200: json('live tokens', shape({ items: listOf(staffTokenListItem) })) }),
  },
  createToken: {
    summary: 'Create an API token acting as this member; the secret is shown once',
    security: STAFF_SECURITY,
    body: jsonSchemaFromYup(staffTokenSchema),
    response: answers({
      201: json('created', shape({ ...(staffTokenListItem.properties as object), token: text() } as never)),
    }),
  },
  revokeToken: {
    summary: "Revoke one of this member's API tokens",
    security: STAFF_SECURITY,
    params: idParams,
    response: answers({ 200: done }),
  },
};
