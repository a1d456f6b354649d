import { STAFF_ROLES, type StaffRole } from 'contracts/staff';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import { recordAudit } from '../modules/audit/record-audit';
import { countStaff } from '../modules/staff-auth/queries';
import { createApiToken, createInvitedMember, setupLink } from '../modules/staff-auth/service';
import type { CommandActor } from './command-actor';

/** Named in the audit log for the one change nobody can make as a member: creating the first owner. */
export const FIRST_OWNER_ACTOR = 'console (first owner set-up)';

export const STAFF_USAGE = `  staff add <email> --role owner|catalogue|fulfilment [--name <name>]   prints a one-time setup link (24 hours)
  staff token [--name <label>]                                   prints a staff API token acting as you (shown once)
Who runs it: --as <staff email> or --token <vst_…> (or SHOP_STAFF_TOKEN); only the very first owner needs neither.`;

/**
 * `staff add` and `staff token`: the first owner (no member exists yet) needs no identity; anything else is
 * done as `actor`, an owner for `add`. Returns the line to print, or null when not understood.
 */
export async function runStaffCommand(
  db: Database,
  actor: CommandActor,
  positional: string[],
  options: Record<string, string>,
  publicOrigin: string,
): Promise<string | null> {
  const [, action, email] = positional;
  if (action === 'add' && email && positional.length === 3) {
    const role = options.role as StaffRole;
    if (!STAFF_ROLES.includes(role)) return null;
    const name = options.name?.trim() || email.split('@')[0]!;
    return db.transaction(async (tx) => {
      const firstOwner = actor === null && role === 'owner' && (await countStaff(tx)) === 0;
      if (!firstOwner && actor?.role !== 'owner')
        throw new HttpError(
          403,
          actor ? 'Only an owner adds staff.' : 'Name yourself with --as <owner email> or --token.',
        );
      const member = { email: email.trim(), name, role };
      const invited = await createInvitedMember(tx, member);
      await recordAudit(tx, {
        staffId: actor?.id ?? null,
        actorName: FIRST_OWNER_ACTOR,
        action: 'staff.invite',
        entity: 'staff',
        entityId: invited.id,
        after: member,
      });
      return `Staff member ${member.email} (${role}) added. Their one-time setup link (valid 24 hours):\n${setupLink(publicOrigin, invited.token)}`;
    });
  }
  if (action === 'token' && positional.length === 2) {
    if (!actor) throw new HttpError(403, 'Name yourself with --as <staff email> or --token.');
    const created = await createApiToken(db, actor, options.name?.trim() || 'shop command');
    return `Staff API token for ${actor.email} (shown once; send it as Authorization: Bearer, or set SHOP_STAFF_TOKEN):\n${created.token}`;
  }
  return null;
}
