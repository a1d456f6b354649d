import { useState } from 'react';
import { Form, Formik } from 'formik';
import { formatCents } from 'contracts';
import { REFUND_MESSAGES, centsOfTypedAmount, type PartialRefundInput, type StaffOrder } from 'contracts/staff';
import { Button, Checkbox, FormTextField, Notice, formStyles } from 'shared-ui';
import { useQueryClient } from 'shared-ui/state';
import { useRefundOrder } from '../api/refund-order';
import { orderQueryKey } from '../api/get-order';
import { lineChoice } from './order-lines';

interface RefundValues {
  mode: 'lines' | 'amount';
  lineNos: number[];
  amount: string;
  note: string;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** What the form sends: the chosen lines (every unit still refundable) or the typed amount in cents. */
function refundOf(values: RefundValues, order: StaffOrder): PartialRefundInput {
  if (values.mode === 'amount') return { amountCents: centsOfTypedAmount(values.amount), note: values.note };
  return {
    lines: values.lineNos.map((lineNo) => ({
      lineNo,
      quantity: order.refundableLines.find((l) => l.lineNo === lineNo)!.quantity,
    })),
    note: values.note,
  };
}

/**
 * Refund part of the order through the processor: chosen lines (their share of the discount off, tax on) or an
 * amount, never above what is left. The form keeps one Idempotency-Key until the refund is made, so trying
 * again after a failure (the processor did not answer) or a lost answer refunds once.
 */
export function RefundForm({ order }: { order: StaffOrder }) {
  const refund = useRefundOrder();
  const client = useQueryClient();
  const [key, setKey] = useState(newKey);
  const [done, setDone] = useState<string | null>(null);
  const refundable = order.lines.filter((line) =>
    order.refundableLines.some((l) => l.lineNo === line.lineNo && l.quantity > 0),
  );
  return (
    <Formik<RefundValues>
      initialValues={{ mode: 'lines', lineNos: [], amount: '', note: '' }}
      validate={(values) => {
        if (values.mode === 'amount' && !(centsOfTypedAmount(values.amount) >= 1))
          return { amount: REFUND_MESSAGES.amount };
        if (values.mode === 'lines' && values.lineNos.length === 0) return { lineNos: 'Choose at least one line' };
        return {};
      }}
      onSubmit={async (values, helpers) => {
        setDone(null);
        try {
          const after = await refund.run({ id: order.id, refund: refundOf(values, order), idempotencyKey: key });
          setDone(`Refunded. ${formatCents(after.refundedCents)} refunded on this order so far.`);
          setKey(newKey());
          helpers.resetForm();
        } catch {
          // The attempt (and why it failed) is on the order now: show it; the same key is kept for the retry.
          await client.invalidateQueries({ queryKey: orderQueryKey(order.id) });
        }
      }}
    >
      {({ isSubmitting, values, setFieldValue, errors, touched }) => (
        <Form noValidate aria-label="Refund part of the order" css={formStyles.stack}>
          <p css={{ margin: 0 }}>Left to refund: {formatCents(order.refundableCents)}</p>
          <div role="radiogroup" aria-label="Refund by" css={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            {(['lines', 'amount'] as const).map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  checked={values.mode === mode}
                  onChange={() => void setFieldValue('mode', mode)}
                />{' '}
                {mode === 'lines' ? 'Chosen lines' : 'An amount'}
              </label>
            ))}
          </div>
          {values.mode === 'lines' ? (
            <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
              <legend>Lines to refund</legend>
              {refundable.length === 0 && <p>No line is left to refund.</p>}
              {refundable.map((line) => (
                <Checkbox
                  key={line.lineNo}
                  label={lineChoice(line, order.refundableLines.find((l) => l.lineNo === line.lineNo)!.quantity)}
                  checked={values.lineNos.includes(line.lineNo)}
                  onChange={(event) =>
                    void setFieldValue(
                      'lineNos',
                      event.target.checked
                        ? [...values.lineNos, line.lineNo]
                        : values.lineNos.filter((n) => n !== line.lineNo),
                    )
                  }
                />
              ))}
              {touched.lineNos && typeof errors.lineNos === 'string' && <Notice tone="error">{errors.lineNos}</Notice>}
            </fieldset>
          ) : (
            <FormTextField name="amount" label="Amount (USD)" inputMode="decimal" placeholder="12.50" required />
          )}
          <FormTextField name="note" label="Note for the log (optional)" />
          {refund.error && <Notice tone="error">{refund.error.message}</Notice>}
          {done && <Notice tone="success">{done}</Notice>}
          <div css={formStyles.actions}>
            <Button type="submit" variant="secondary" loading={isSubmitting} disabled={order.refundableCents === 0}>
              {refund.error ? 'Try the refund again' : 'Refund'}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
