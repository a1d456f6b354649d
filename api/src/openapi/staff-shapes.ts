import { STAFF_ROLES } from 'contracts/staff';
import { isoTime, listOf, oneOfWords, shape, text, textOrNull, whole } from './shapes';

/** Staff routes: the staff cookie (vesna_staff) or a staff API token (Bearer vst_…); a customer's never counts. */
export const STAFF_SECURITY: { [scheme: string]: string[] }[] = [{ staffSession: [] }, { bearer: [] }];

export const staffRole = oneOfWords(STAFF_ROLES);

export const staffMember = shape({ id: whole(), email: text(), name: text(), role: staffRole });

export const staffMemberListItem = shape({
  id: whole(),
  email: text(),
  name: text(),
  role: staffRole,
  status: oneOfWords(['invited', 'active', 'deactivated']),
  createdAt: isoTime,
  lastLoginAt: { anyOf: [isoTime, { type: 'null' }] },
});

export const staffTokenListItem = shape({
  id: whole(),
  name: text(),
  createdAt: isoTime,
  lastUsedAt: { anyOf: [isoTime, { type: 'null' }] },
});

export const auditEntry = shape({
  id: whole(),
  at: isoTime,
  actor: text({ description: 'who, as named when it happened' }),
  staff: { anyOf: [shape({ id: whole(), name: text(), email: text() }), { type: 'null' }] },
  action: text(),
  entity: text(),
  entityId: textOrNull,
  before: { description: 'the record before (null for a creation)' },
  after: { description: 'the record after (null for a removal)' },
});

export const auditPage = shape({ items: listOf(auditEntry), nextCursor: textOrNull });
