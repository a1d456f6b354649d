import { Form, Formik } from 'formik';
import { CARRIERS, shipLinesSchema, type StaffOrder } from 'contracts/staff';
import { Button, Checkbox, FormTextField, Notice, formStyles } from 'shared-ui';
import { FormSelect } from '../../../components/form-select';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useShipLines } from '../api/ship-lines';
import { lineChoice, shippedLines } from './order-lines';

interface ShipValues {
  carrier: string;
  trackingNumber: string;
  lineNos: number[];
}

/** Ship the chosen lines (all that are left, checked at first) in one parcel: carrier and tracking number. */
export function ShipForm({ order }: { order: StaffOrder }) {
  const ship = useShipLines();
  const shipped = shippedLines(order);
  const waiting = order.lines.filter((line) => !shipped.has(line.lineNo));
  return (
    <Formik<ShipValues>
      initialValues={{ carrier: CARRIERS[0], trackingNumber: '', lineNos: waiting.map((l) => l.lineNo) }}
      validationSchema={shipLinesSchema}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        try {
          await ship.run({ id: order.id, parcel: shipLinesSchema.cast(values) as ShipValues });
          helpers.resetForm();
        } catch (error) {
          helpers.setErrors(serverFieldErrors<ShipValues>(error));
        }
      }}
    >
      {({ isSubmitting, values, setFieldValue, errors }) => (
        <Form noValidate aria-label="Ship lines" css={formStyles.stack}>
          <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
            <legend>Lines in this parcel</legend>
            {waiting.map((line) => (
              <Checkbox
                key={line.lineNo}
                label={lineChoice(line)}
                checked={values.lineNos.includes(line.lineNo)}
                onChange={(event) =>
                  void setFieldValue(
                    'lineNos',
                    event.target.checked
                      ? [...values.lineNos, line.lineNo].sort((a, b) => a - b)
                      : values.lineNos.filter((n) => n !== line.lineNo),
                  )
                }
              />
            ))}
            {typeof errors.lineNos === 'string' && <Notice tone="error">{errors.lineNos}</Notice>}
          </fieldset>
          <div css={formStyles.pair}>
            <FormSelect name="carrier" label="Carrier" options={CARRIERS} idPrefix="ship" />
            <FormTextField name="trackingNumber" label="Tracking number" required />
          </div>
          {ship.error && <Notice tone="error">{ship.error.message}</Notice>}
          <div css={formStyles.actions}>
            <Button type="submit" loading={isSubmitting}>
              {values.lineNos.length === waiting.length ? 'Ship every line' : `Ship ${values.lineNos.length} line(s)`}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
