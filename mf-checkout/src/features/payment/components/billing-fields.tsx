import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { theme, formStyles, FormTextField } from 'shared-ui';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { PlaceFields } from '../../../components/form/place-fields';
import { EMPTY_BILLING, type BillingFormValues } from '../billing-values';

/**
 * The billing fields of /payment (spec section 5, Billing form) and "Default": ticking it fills the
 * fields from the profile and the default address and clears the touched flags (no error shows for
 * a field the shopper has not touched since); unticking empties them (spec section 4).
 */
export function BillingFields({ defaults }: { defaults: BillingFormValues }) {
  const { setValues, setTouched } = useFormikContext<BillingFormValues>();

  const toggleDefault = (event: ChangeEvent<HTMLInputElement>) => {
    void setValues(event.target.checked ? defaults : EMPTY_BILLING, true);
    void setTouched({}, false);
  };

  return (
    <fieldset css={formStyles.fieldset}>
      <legend css={formStyles.legend}>Billing Details</legend>
      <FormCheckbox name="defaultAddress" label="Default" onChange={toggleDefault} />
      <p css={{ marginTop: `-${theme.space.xs}`, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
        Tick Default to fill in your name, e-mail and saved address.
      </p>
      <div css={formStyles.pair}>
        <FormTextField name="name" label="Name" hint="As on the card" autoComplete="billing name" />
        <FormTextField name="email" label="Email" type="email" inputMode="email" autoComplete="billing email" />
      </div>
      <FormTextField name="company" label="Company" hint="Optional" autoComplete="billing organization" />
      <FormTextField name="addressLine1" label="Address" autoComplete="billing address-line1" />
      <FormTextField name="addressLine2" label="Apartment" hint="Optional" autoComplete="billing address-line2" />
      <PlaceFields section="billing" zipLabel="ZIP" />
    </fieldset>
  );
}
