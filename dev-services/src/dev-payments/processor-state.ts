import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Ledger, LedgerSnapshot } from './ledger';
import type { PaymentIntents, PaymentIntentsSnapshot } from './payment-intents';
import type { Refund, Refunds } from './refunds';

/** What the processor keeps between runs: customers, payment methods (with their test cards) and intents. */
interface ProcessorSnapshot {
  version: 1;
  ledger: LedgerSnapshot;
  intents: PaymentIntentsSnapshot;
  /** Absent in a state saved before refunds existed. */
  refunds?: Refund[];
}

const STATE_FILE = 'processor-state.json';

/**
 * The test processor's memory in its own data folder, so a card saved before `npm start` was stopped still
 * pays after it starts again (at Stripe, the account keeps them). Read once on start; written after every
 * request that changed something, whole, through a temporary file and a rename (a crash mid-write leaves the
 * previous state). Only test cards ever reach this processor.
 */
export class ProcessorState {
  private readonly file: string;

  constructor(
    dataDir: string,
    private readonly ledger: Ledger,
    private readonly intents: PaymentIntents,
    private readonly refunds: Refunds,
  ) {
    this.file = path.join(dataDir, STATE_FILE);
    mkdirSync(dataDir, { recursive: true });
  }

  /** Restores the last saved state; answers whether there was one. */
  load(): boolean {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return false;
    }
    const snapshot = JSON.parse(text) as ProcessorSnapshot;
    if (snapshot.version !== 1) return false;
    this.ledger.restore(snapshot.ledger);
    this.intents.restore(snapshot.intents);
    this.refunds.restore(snapshot.refunds);
    return true;
  }

  save(): void {
    const snapshot: ProcessorSnapshot = {
      version: 1,
      ledger: this.ledger.snapshot(),
      intents: this.intents.snapshot(),
      refunds: this.refunds.snapshot(),
    };
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot));
    renameSync(temporary, this.file);
  }
}
