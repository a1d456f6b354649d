import { formStyles, FormTextField } from 'shared-ui';

interface PlaceFieldsProps {
  /** The autocomplete section, so a browser fills shipping and billing addresses separately. */
  section: 'shipping' | 'billing';
  /** "Postal Code" on /info, "ZIP" on /payment: the spec's two forms name the field differently. */
  zipLabel: string;
}

/** City and country, then postal code and phone, in pairs: the part the shipping and billing forms share. */
export function PlaceFields({ section, zipLabel }: PlaceFieldsProps) {
  return (
    <>
      <div css={formStyles.pair}>
        <FormTextField name="city" label="City" autoComplete={`${section} address-level2`} />
        <FormTextField name="country" label="Country" autoComplete={`${section} country-name`} />
      </div>
      <div css={formStyles.pair}>
        <FormTextField
          name="zip"
          label={zipLabel}
          placeholder="12-345"
          inputMode="numeric"
          autoComplete={`${section} postal-code`}
        />
        <FormTextField
          name="phone"
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete={`${section} tel-national`}
        />
      </div>
    </>
  );
}
