import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { CATEGORIES, FABRICS } from 'contracts';
import { productEditorSchema } from 'contracts/staff';
import { Button, Checkbox, TextArea, theme, FormTextField, Notice, formStyles } from 'shared-ui';
import { FormSelect } from '../../../components/form-select';
import type { ReactNode } from 'react';
import { ColorsField } from './colors-field';
import type { EditorValues } from './editor-values';

function FormCheckbox({ name, label }: { name: string; label: string }) {
  const [{ value: _value, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  return <Checkbox {...field} id={`field-${name}`} label={label} />;
}

function FormTextArea({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  return <TextArea {...field} id={`field-${name}`} label={label} rows={5} error={meta.touched && meta.error} />;
}

export interface ProductFormProps {
  initialValues: EditorValues;
  onSubmit: (values: EditorValues, helpers: FormikHelpers<EditorValues>) => Promise<void>;
  /** A refusal that is not about one field (the 409 is shown by the page, above the form). */
  failure?: string | null;
  /** Above the buttons: the 409's notice when there is one. */
  conflict?: ReactNode;
  submitLabel: string;
}

/** Name, description, price, category, fabric, the three flags, colours with sizes: checked by contracts' schema. */
export function ProductForm({ initialValues, onSubmit, failure, conflict, submitLabel }: ProductFormProps) {
  return (
    <Formik<EditorValues>
      initialValues={initialValues}
      validationSchema={productEditorSchema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Product" css={[formStyles.stack, { maxWidth: 760 }]}>
          <FormTextField name="name" label="Name" required />
          <FormTextArea name="description" label="Description" />
          <div css={formStyles.pair}>
            <FormTextField name="price" label="Price (USD)" inputMode="decimal" required />
            <FormSelect name="category" label="Category" placeholder="Choose a category" options={CATEGORIES} />
          </div>
          <div css={formStyles.pair}>
            <FormSelect name="fabric" label="Fabric" placeholder="Choose a fabric" options={FABRICS} />
          </div>
          <fieldset css={formStyles.fieldset}>
            <legend css={formStyles.legend}>Flags</legend>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.lg }}>
              <FormCheckbox name="new" label="New" />
              <FormCheckbox name="plusSize" label="Plus size" />
              <FormCheckbox name="finalSale" label="Final sale" />
            </div>
          </fieldset>
          <ColorsField />
          {failure && <Notice tone="error">{failure}</Notice>}
          {conflict}
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
