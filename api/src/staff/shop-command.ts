import { randomUUID } from 'node:crypto';
import { formatMoney, type Order } from 'contracts';
import { centsOfTypedAmount } from 'contracts/staff';
import { refundPartOfOrder } from '../modules/orders/partial-refunds';
import { STAFF_OPERATION_ROLES } from 'contracts/staff';
import type { Queryable } from '../db/database';
import { withinTransaction } from '../db/within-transaction';
import { HttpError } from '../http-errors';
import { recordAudit } from '../modules/audit/record-audit';
import type { CommandActor } from './command-actor';
import { STAFF_USAGE, runStaffCommand } from './staff-commands';
import { cancelOrder, deliverOrder, shipLines, type StepContext } from '../modules/orders/lifecycle';
import { receiveReturn } from '../modules/orders/returns';
import type { StepActor } from '../modules/orders/refunds';
import { parseArgs, type ShopCommandOutput } from './command-line';
import { shopOrigin } from '../modules/mail/shop-origin';
import { runPaymentsCommand } from './payments-command';

export const USAGE = `usage: npm run shop -- <command>
  orders ship <order> --tracking <number> [--carrier <name>]   paid → shipped (default carrier: ${'Nova Poshta'})
  orders deliver <order>                                       shipped → delivered
  orders cancel <order>                                        paid → cancelled, refunded in full, stock back
  orders refund <order> --amount <12.50> [--key <key>]         refunds part of it through the processor; the same
                                                               --key again refunds once (default: a new key)
  returns receive <return>                                     requested → received → refunded, stock back
  payments reconcile [--since YYYY-MM-DD] [--settle]          the processor's charges against the shop's orders
                                                               and refunds (default: the last 30 days); exit 1
                                                               when anything does not match; --settle settles a
                                                               charge no webhook reached (paid order or refund)
${STAFF_USAGE}
<order> is the order number (100042) or id; <return> the return number (R500001) or id.
--api <origin> hands the step to the running API at that origin on this machine (e.g. --api http://localhost:3000).`;

export const DEFAULT_CARRIER = 'Nova Poshta';

const money = (cents: number) => formatMoney(cents / 100);

async function run(ctx: StepContext, argv: string[], actor: CommandActor): Promise<string | null> {
  const { positional, options } = parseArgs(argv);
  const [group, action, ref] = positional;
  if (group === 'staff') return runStaffCommand(ctx.db, actor, positional, options, linkOrigin());
  if (!ref || positional.length > 3) return null;
  // Order steps are the command's fulfilment work: a named member of a role that may do them.
  if (!actor) throw new HttpError(403, 'Name yourself with --as <staff email> or --token <staff token>.');
  if (!STAFF_OPERATION_ROLES['POST /staff/command']!.includes(actor.role))
    throw new HttpError(403, `A ${actor.role} member cannot run order steps.`);
  if (group === 'orders' && action === 'ship') {
    if (options.tracking === undefined) return null;
    const order = await shipLines(
      ctx,
      ref,
      { carrier: options.carrier ?? DEFAULT_CARRIER, trackingNumber: options.tracking },
      stepActorOf(actor),
    );
    return `Order ${order.number} shipped with ${order.shipment!.carrier}, tracking ${order.shipment!.trackingNumber}; mail queued to ${order.email}.`;
  }
  if (group === 'orders' && action === 'deliver') {
    const order = await deliverOrder(ctx, ref, stepActorOf(actor));
    return `Order ${order.number} delivered; returns open until ${order.returnableUntil?.slice(0, 10) ?? '-'}; mail queued to ${order.email}.`;
  }
  if (group === 'orders' && action === 'cancel') {
    const order = await cancelOrder(ctx, ref, stepActorOf(actor));
    return `Order ${order.number} cancelled; refunded ${money(order.refundedCents)} through the payment processor; stock back; mail queued to ${order.email}.`;
  }
  if (group === 'orders' && action === 'refund') {
    if (options.amount === undefined) return null;
    const key = options.key ?? randomUUID();
    const cents = centsOfTypedAmount(options.amount);
    const { order } = await refundPartOfOrder(
      ctx,
      ref,
      { amountCents: Number.isNaN(cents) ? -1 : cents },
      key,
      stepActorOf(actor)!,
    );
    return `Order ${order.number}: refunded ${money(cents)} through the payment processor (key ${key}); ${money(order.refundedCents)} refunded in all; mail queued to ${order.email}.`;
  }
  if (group === 'returns' && action === 'receive') {
    const order = await receiveReturn(ctx, ref, stepActorOf(actor));
    const ret = lastChanged(order);
    return `Return ${ret.number} of order ${order.number} received (${ret.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}); stock back; ${ret.status === 'refunded' ? 'refunded' : 'refund pending at the processor:'} ${money(ret.refundCents ?? 0)}; mail queued to ${order.email}.`;
  }
  return null;
}

const stepActorOf = (actor: CommandActor): StepActor | null => (actor ? { staffId: actor.id, name: actor.name } : null);

/**
 * Steps that refund through the processor: never inside one transaction with the processor's call
 * (refunds.ts records the intent, calls, then settles, each step audited in its own transaction).
 */
const refundsThroughProcessor = (argv: string[]) =>
  (argv[0] === 'orders' && (argv[1] === 'cancel' || argv[1] === 'refund')) ||
  (argv[0] === 'returns' && argv[1] === 'receive');

const lastChanged = (order: Order) =>
  [...order.returns].sort((a, b) => (b.receivedAt ?? '').localeCompare(a.receivedAt ?? ''))[0]!;

/**
 * The staff command (`npm run shop -- ...`): one order step, printed. A step the order's state does not allow
 * is refused with the reason and changes nothing (the step runs in one transaction). Exit code: 0 done,
 * 1 refused or failed, 2 not understood.
 */
export async function runShopCommand(
  ctx: StepContext,
  argv: string[],
  io: ShopCommandOutput,
  actor: CommandActor = null,
): Promise<number> {
  if (argv[0] === 'payments') return runPayments(ctx, argv, io, actor);
  try {
    // The step and its audit entry in one transaction: a change without its entry cannot be committed. A step
    // that refunds audits each of its own transactions, and the command's entry follows.
    const done = refundsThroughProcessor(argv)
      ? await run(ctx, argv, actor).then(async (said) => {
          if (said !== null) await auditCommand(ctx.db, actor, argv, 0, said);
          return said;
        })
      : await ctx.db.transaction(async (tx) => {
          const said = await run({ ...ctx, db: withinTransaction(ctx.db, tx) }, argv, actor);
          if (said !== null && argv[0] !== 'staff') await auditCommand(tx, actor, argv, 0, said);
          return said;
        });
    if (done === null) {
      io.err(USAGE);
      return 2;
    }
    io.out(done);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      io.err(`Refused: ${error.message} Nothing was changed.`);
      // The step was rolled back: its refusal is recorded on its own.
      if (actor) await auditCommand(ctx.db, actor, argv, 1, error.message);
      return 1;
    }
    throw error;
  }
}

/**
 * `payments …`, by a named member who may run order steps (it reads every charge and, with --settle, pays or
 * refunds): audited like an order step, with its exit code.
 */
async function runPayments(ctx: StepContext, argv: string[], io: ShopCommandOutput, actor: CommandActor) {
  if (!actor || !STAFF_OPERATION_ROLES['POST /staff/command']!.includes(actor.role)) {
    io.err(
      `Refused: ${actor ? `A ${actor.role} member cannot reconcile payments.` : 'Name yourself with --as <staff email> or --token <staff token>.'} Nothing was changed.`,
    );
    return 1;
  }
  const lines: string[] = [];
  const code = await runPaymentsCommand(ctx, argv.slice(1), {
    out: (line) => {
      lines.push(line);
      io.out(line);
    },
    err: io.err,
  });
  if (code === null) {
    io.err(USAGE);
    return 2;
  }
  // Not one transaction with its changes: --settle settles charges through the processor's machinery (leases,
  // retries), each in its own transaction as the hourly job does.
  await auditCommand(ctx.db, actor, argv, code, lines.at(-1) ?? '');
  return code;
}

/** Who an entry names when a command named no member (the order steps refuse it before changing anything). */
const UNNAMED_CONSOLE_ACTOR = 'console (no staff member named)';

/** Every order step the command runs, done or refused, under the member who ran it. */
async function auditCommand(db: Queryable, actor: CommandActor, argv: string[], code: number, said: string) {
  await recordAudit(db, {
    staffId: actor?.id ?? null,
    // The member's name, kept in the entry even if the member is later removed.
    actorName: actor?.name ?? UNNAMED_CONSOLE_ACTOR,
    action: 'command.run',
    entity: 'command',
    entityId: argv.slice(0, 3).join(' '),
    after: { argv, code, said },
  });
}

/** Links the command prints (a setup link): the shop's public origin, else this machine's API. */
const linkOrigin = () => shopOrigin();
