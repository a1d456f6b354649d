import { useState } from 'react';
import { Form, Formik } from 'formik';
import type { Order, ReturnRequest } from 'contracts';
import { RETURN_REASONS, returnRequestSchema, validationErrors } from 'contracts/schemas';
import { Button, theme, Select, requestOrderReturn } from 'shared-ui';
import { lineDetails, newRequestKey } from '../order-text';

interface ReturnValues {
  reason: string;
  /** Only for the schema's message "Choose at least one item to return". */
  lines?: string;
  /** Units to return per line number, as the selects hold them. */
  quantities: Record<number, string>;
}

const toRequest = (values: ReturnValues): ReturnRequest => ({
  reason: values.reason,
  lines: Object.entries(values.quantities)
    .map(([lineNo, quantity]) => ({ lineNo: Number(lineNo), quantity: Number(quantity) }))
    .filter((line) => line.quantity > 0),
});

/**
 * "Return items": how many of each returnable line and why. Final-sale lines are listed as such, without a
 * choice. Validated with contracts' returnRequestSchema, the one the server checks again.
 */
export function ReturnForm({
  order,
  onDone,
  onCancel,
}: {
  order: Order;
  onDone: (order: Order) => void;
  onCancel: () => void;
}) {
  const [key] = useState(newRequestKey);
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues: ReturnValues = {
    reason: '',
    quantities: Object.fromEntries(order.lines.map((line) => [line.lineNo, '0'])),
  };
  return (
    <Formik<ReturnValues>
      initialValues={initialValues}
      validateOnChange={false}
      validate={async (values) => {
        return (await validationErrors(returnRequestSchema, toRequest(values))) ?? {};
      }}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          onDone(await requestOrderReturn(order.number, toRequest(values), key));
        } catch (error) {
          setFailure((error as { error?: string }).error ?? 'We could not send your return. Please try again.');
        }
      }}
    >
      {({ values, errors, setFieldValue, isSubmitting }) => (
        <Form noValidate aria-label="Return items" css={{ display: 'grid', gap: theme.space.md, maxWidth: '36rem' }}>
          <ul role="list" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
            {order.lines.map((line) => (
              <li
                key={line.lineNo}
                css={{ display: 'grid', gridTemplateColumns: '1fr 7rem', gap: theme.space.md, alignItems: 'end' }}
              >
                <div>
                  <p css={{ margin: 0 }}>{line.name}</p>
                  <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                    {line.finalSale ? 'Final sale: not returnable' : lineDetails(line)}
                  </p>
                </div>
                {line.returnableQuantity > 0 ? (
                  <Select
                    label={`Return how many of ${line.name}`}
                    hideLabel
                    value={values.quantities[line.lineNo]}
                    onChange={(event) => setFieldValue(`quantities.${line.lineNo}`, event.target.value)}
                    options={Array.from({ length: line.returnableQuantity + 1 }, (_, n) => ({
                      value: String(n),
                      label: n === 0 ? 'Keep' : `Return ${n}`,
                    }))}
                  />
                ) : (
                  <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>—</span>
                )}
              </li>
            ))}
          </ul>
          {errors.lines && (
            <p role="alert" css={{ color: theme.colors.error, margin: 0 }}>
              {String(errors.lines)}
            </p>
          )}
          <Select
            label="Reason"
            name="reason"
            value={values.reason}
            placeholder="Choose a reason"
            onChange={(event) => setFieldValue('reason', event.target.value)}
            options={RETURN_REASONS.map((reason) => ({ value: reason, label: reason }))}
            error={errors.reason}
          />
          {failure && (
            <p role="alert" css={{ color: theme.colors.error, margin: 0 }}>
              {failure}
            </p>
          )}
          <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
            <Button type="submit" loading={isSubmitting}>
              Send return request
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
