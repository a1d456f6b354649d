import { Form, Formik, type FormikHelpers } from 'formik';
import { shippingSchema } from 'contracts/schemas';
import { Button, ButtonLink, formStyles, FormTextField, Notice } from 'shared-ui';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { PlaceFields } from '../../../components/form/place-fields';
import type { ShippingFormValues } from '../shipping-values';

const FORM_ID = 'shipping-form';

interface ShippingFormProps {
  initialValues: ShippingFormValues;
  onSubmit: (values: ShippingFormValues, helpers: FormikHelpers<ShippingFormValues>) => Promise<void>;
  /** Why the address could not be saved for next time. */
  saveError: string | null;
}

/**
 * The contact and shipping-address form of /info, checked by contracts' shippingSchema (spec section 5,
 * Shipping form; the API checks the purchase with the same schema).
 */
export function ShippingForm({ initialValues, onSubmit, saveError }: ShippingFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={shippingSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form id={FORM_ID} noValidate aria-label="Shipping information" css={formStyles.stack}>
          <fieldset css={formStyles.fieldset}>
            <legend css={formStyles.legend}>Contact</legend>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <FormCheckbox name="newsOffers" label="Email me with news and offers" />
          </fieldset>
          <fieldset css={[formStyles.fieldset, { marginTop: '16px' }]}>
            <legend css={formStyles.legend}>Shipping Address</legend>
            <div css={formStyles.pair}>
              <FormTextField name="firstName" label="First Name" autoComplete="shipping given-name" />
              <FormTextField name="lastName" label="Last Name" autoComplete="shipping family-name" />
            </div>
            <FormTextField name="company" label="Company" hint="Optional" autoComplete="shipping organization" />
            <FormTextField name="addressLine1" label="Address" autoComplete="shipping address-line1" />
            <FormTextField
              name="addressLine2"
              label="Apartment"
              hint="Optional"
              autoComplete="shipping address-line2"
            />
            <PlaceFields section="shipping" zipLabel="Postal Code" />
            <FormCheckbox name="saveInfo" label="Save this information for next time" />
          </fieldset>
          {saveError && (
            <Notice tone="error">
              <p>We could not save this information for next time: {saveError}</p>
              <p>Correct the marked fields, or untick &ldquo;Save this information for next time&rdquo; to continue.</p>
            </Notice>
          )}
          <FocusFirstError formId={FORM_ID} />
          <div css={formStyles.stepActions}>
            <ButtonLink to="/cart" variant="secondary">
              Return To Cart
            </ButtonLink>
            <Button type="submit" size="large" loading={isSubmitting}>
              Continue Shipping
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
