import { useState } from 'react';
import { Field, Form, Formik, useField, useFormikContext } from 'formik';
import { CATEGORIES, capitalise } from 'contracts';
import { DISCOUNT_AUDIENCES, DISCOUNT_KINDS, DISCOUNT_SCOPES, discountCodeSchema } from 'contracts/staff';
import { Button, TextField, theme, FormTextField, formStyles } from 'shared-ui';
import type { ApiRequestError } from 'shared-ui/state';
import { FormFailure } from '../../../components/form-failure';
import { FormSelect } from '../../../components/form-select';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import type { DiscountCodeValues } from './form-values';

const fieldError = { margin: 0, color: theme.colors.error, fontSize: theme.fontSizes.sm };

/** The categories the code is on: one checkbox each. */
function CategoriesField() {
  const [, meta] = useField<string[]>('categories');
  return (
    <fieldset css={formStyles.fieldset} aria-describedby={meta.error ? 'categories-error' : undefined}>
      <legend css={{ fontWeight: theme.fontWeights.medium }}>Categories</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
        {CATEGORIES.map((category) => (
          <label key={category} css={{ display: 'inline-flex', gap: theme.space.xxs, alignItems: 'center' }}>
            <Field type="checkbox" name="categories" value={category} />
            {capitalise(category)}
          </label>
        ))}
      </div>
      {meta.touched && meta.error && (
        <p id="categories-error" css={fieldError}>
          {meta.error}
        </p>
      )}
    </fieldset>
  );
}

/** The products the code is on, as their six-digit ids separated by commas or spaces. */
function ProductIdsField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<DiscountCodeValues>();
  const [, meta] = useField<string[]>('productIds');
  const [text, setText] = useState(values.productIds.join(', '));
  const error = meta.touched && meta.error ? (Array.isArray(meta.error) ? meta.error.find(Boolean) : meta.error) : null;
  return (
    <TextField
      id="field-productIds"
      label="Product ids"
      hint="Six-digit ids, separated by commas, e.g. 100001, 100002"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        void setFieldValue('productIds', event.target.value.split(/[\s,]+/).filter(Boolean));
      }}
      onBlur={() => void setFieldTouched('productIds', true)}
    />
  );
}

/** The fields that depend on the kind and scope chosen. */
function ChoiceFields() {
  const { values } = useFormikContext<DiscountCodeValues>();
  return (
    <>
      <div css={formStyles.pair}>
        <FormSelect name="kind" label="Kind" options={DISCOUNT_KINDS} idPrefix="code" />
        {values.kind === 'percent' ? (
          <FormTextField name="percent" label="Percentage" inputMode="numeric" hint="1 to 100" required />
        ) : (
          <FormTextField name="amount" label="Amount ($)" inputMode="decimal" hint="e.g. 10.00" required />
        )}
      </div>
      <FormSelect name="scope" label="Applies to" options={DISCOUNT_SCOPES} idPrefix="code" />
      {values.scope === 'categories' && <CategoriesField />}
      {values.scope === 'products' && <ProductIdsField />}
    </>
  );
}

interface DiscountCodeFormProps {
  initialValues: DiscountCodeValues;
  submitLabel: string;
  error: ApiRequestError | null;
  onSubmit: (values: DiscountCodeValues) => Promise<unknown>;
}

/**
 * The discount code editor (create and edit): the contract's schema checks it here as the API checks it, and a
 * refusal from the API shows under its field. Times are Kyiv time (the shop's clock), stored in UTC.
 */
export function DiscountCodeForm({ initialValues, submitLabel, error, onSubmit }: DiscountCodeFormProps) {
  return (
    <Formik<DiscountCodeValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={discountCodeSchema}
      onSubmit={async (values, helpers) => {
        try {
          await onSubmit(values);
        } catch (failure) {
          helpers.setErrors(serverFieldErrors<DiscountCodeValues>(failure));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Discount code" css={[formStyles.stack, { maxWidth: 640 }]}>
          <FormTextField
            name="code"
            label="Code"
            hint="What the shopper types: letters, digits, - or _"
            autoCapitalize="characters"
            required
          />
          <ChoiceFields />
          <FormTextField name="minimumSubtotal" label="Minimum subtotal ($)" inputMode="decimal" hint="Empty: none" />
          <div css={formStyles.pair}>
            <FormTextField name="startsAt" type="datetime-local" label="Start (Kyiv time)" required />
            <FormTextField name="endsAt" type="datetime-local" label="End (Kyiv time)" hint="Empty: no end" />
          </div>
          <div css={formStyles.pair}>
            <FormTextField name="maxUses" label="Total uses" inputMode="numeric" hint="Empty: no limit" />
            <FormTextField
              name="maxUsesPerCustomer"
              label="Uses per customer"
              inputMode="numeric"
              hint="Empty: no limit"
            />
          </div>
          <FormSelect name="audience" label="Who may use it" options={DISCOUNT_AUDIENCES} idPrefix="code" />
          <FormFailure error={error} />
          <div css={formStyles.actions}>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
