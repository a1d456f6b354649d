import { Form, Formik, type FormikHelpers } from 'formik';
import { formatCardNumberInput, formatExpiryInput, LIMITS } from 'contracts';
import { cardSchema, type CardInput } from 'contracts/schemas';
import { Button } from 'shared-ui';
import { FormTextField } from '../../../components/form/form-text-field';
import { formStyles } from '../../../components/form/form-styles';
import { Notice } from '../../../components/notice/notice';

const emptyCard: CardInput = { cardNumber: '', cardExpiryDate: '', cardCVV: '' };

interface CardFormProps {
  onSubmit: (values: CardInput, helpers: FormikHelpers<CardInput>) => Promise<void>;
  formError?: string | null;
}

/**
 * "Add a new card": number shown in four groups of four, expiry as MM/YY and a 3-digit CVV, each
 * formatted while typing by contracts' helpers. Formik submits only when cardSchema passes for all
 * three (spec: otherwise nothing happens). The values live in this form's memory only: never in
 * browser storage, and gone once the form unmounts after the save.
 */
export function CardForm({ onSubmit, formError }: CardFormProps) {
  return (
    <Formik initialValues={emptyCard} validationSchema={cardSchema} onSubmit={onSubmit}>
      {({ isSubmitting, setFieldValue }) => (
        <Form noValidate aria-label="Add a new card" autoComplete="on" css={[formStyles.stack, { maxWidth: '28rem' }]}>
          <FormTextField
            name="cardNumber"
            label="Card Number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={LIMITS.cardNumberDigits + 3}
            onChange={(event) => void setFieldValue('cardNumber', formatCardNumberInput(event.target.value))}
          />
          <div css={formStyles.pair}>
            <FormTextField
              name="cardExpiryDate"
              label="Expiry Date"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              onChange={(event) => void setFieldValue('cardExpiryDate', formatExpiryInput(event.target.value))}
            />
            <FormTextField
              name="cardCVV"
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={LIMITS.cvvDigits}
              onChange={(event) =>
                void setFieldValue('cardCVV', event.target.value.replace(/\D/g, '').slice(0, LIMITS.cvvDigits))
              }
            />
          </div>
          {formError && <Notice tone="error">{formError}</Notice>}
          <div css={formStyles.actions}>
            <Button type="submit" loading={isSubmitting}>
              Save Card
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
