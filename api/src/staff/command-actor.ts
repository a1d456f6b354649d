import type { StaffMember } from 'contracts/staff';
import type { Queryable } from '../db/database';
import { selectStaffByEmail } from '../modules/staff-auth/queries';
import { staffOfApiToken } from '../modules/staff-auth/service';

/** Who runs the staff command: a staff member, or nobody yet (only to set up the first owner). */
export type CommandActor = StaffMember | null;

/** `--as EMAIL` and `--token vst_…` taken out of the command's arguments; the rest is the command. */
export function takeIdentityOptions(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const rest: string[] = [];
  let as: string | undefined;
  let token = env.SHOP_STAFF_TOKEN?.trim() || undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--as') as = argv[(i += 1)];
    else if (arg.startsWith('--as=')) as = arg.slice('--as='.length);
    else if (arg === '--token') token = argv[(i += 1)];
    else if (arg.startsWith('--token=')) token = arg.slice('--token='.length);
    else rest.push(arg);
  }
  return { argv: rest, as, token };
}

/**
 * The member a command opening the database directly runs as: the owner of `--token` (or SHOP_STAFF_TOKEN),
 * else the active member `--as EMAIL` names (whoever can open the database can name anyone, so the name
 * is what the audit log records, not a proof). Null when neither is given.
 */
export async function resolveCommandActor(
  db: Queryable,
  identity: { as?: string; token?: string },
): Promise<CommandActor> {
  if (identity.token) {
    const staff = await staffOfApiToken(db, identity.token);
    if (!staff) throw new Error('that staff token is unknown, revoked, or its member is deactivated');
    return staff;
  }
  if (identity.as) {
    const member = await selectStaffByEmail(db, identity.as);
    if (!member || member.status !== 'active') throw new Error(`no active staff member ${identity.as}`);
    return { id: member.id, email: member.email, name: member.name, role: member.role };
  }
  return null;
}
