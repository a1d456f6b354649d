import type { PaymentsContext } from '../payments/context';

/** What every step of an order's life (lifecycle.ts, refunds.ts, returns.ts...) needs of the app. */
export type StepContext = Pick<PaymentsContext, 'db' | 'stripe' | 'log' | 'settings' | 'now' | 'mailOrigin'>;
