import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { Address } from 'contracts';
import { addressSchema, type AddressInput } from 'contracts/schemas';
import { Button, Dialog, addAddress, updateAddress, FormTextField, formStyles, Notice } from 'shared-ui';
import { getApiError, getApiErrorMessage, type SessionUser } from 'shared-ui/state';
import { PROFILE_MESSAGES } from '../profile-tabs';

export type AddressDialogMode = 'add' | 'update';

function initialValues(current: Address | null, user: SessionUser): AddressInput {
  return {
    firstName: current?.firstName ?? user.firstName,
    lastName: current?.lastName ?? user.lastName,
    email: current?.email ?? user.email,
    phone: current?.phone ?? user.phoneNumber ?? '',
    country: current?.country ?? '',
    city: current?.city ?? '',
    addressLine1: current?.addressLine1 ?? '',
    addressLine2: current?.addressLine2 ?? '',
    zip: current?.zip ?? '',
    default: true,
  };
}

interface AddressDialogProps {
  mode: AddressDialogMode | null;
  current: Address | null;
  user: SessionUser;
  onClose: () => void;
  onSaved: (address: Address, message: string) => void;
}

const FORM_ID = 'profile-address-form';

/**
 * The address dialog (POST /address to add, PUT /address to update), checked by contracts'
 * addressSchema. Each field shows its own message: the original's quirk of showing the city error
 * under Country is deliberately not reproduced.
 */
export function AddressDialog({ mode, current, user, onClose, onSaved }: AddressDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: AddressInput, helpers: FormikHelpers<AddressInput>) => {
    setFormError(null);
    const input: AddressInput = { ...values, default: true };
    try {
      const saved = mode === 'update' ? await updateAddress(input) : await addAddress(input);
      const fallback = mode === 'update' ? PROFILE_MESSAGES.addressUpdated : PROFILE_MESSAGES.addressAdded;
      onSaved(saved.address, saved.message || fallback);
    } catch (error) {
      console.error('[mf-account] address', error);
      const fields = getApiError(error)?.fields;
      if (fields) helpers.setErrors(fields);
      setFormError(getApiErrorMessage(error));
    }
  };

  return (
    <Dialog
      open={mode !== null}
      onClose={() => {
        setFormError(null);
        onClose();
      }}
      title={mode === 'update' ? 'Update your address' : 'Add a new address'}
      size="large"
    >
      {mode !== null && (
        <Formik initialValues={initialValues(current, user)} validationSchema={addressSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form id={FORM_ID} noValidate aria-label="Address" css={formStyles.stack}>
              <div css={formStyles.pair}>
                <FormTextField name="firstName" label="First Name" autoComplete="given-name" />
                <FormTextField name="lastName" label="Last Name" autoComplete="family-name" />
              </div>
              <div css={formStyles.pair}>
                <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
                <FormTextField name="phone" label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" />
              </div>
              <div css={formStyles.pair}>
                <FormTextField name="country" label="Country" autoComplete="country-name" />
                <FormTextField name="city" label="City" autoComplete="address-level2" />
              </div>
              <FormTextField name="addressLine1" label="Street" autoComplete="address-line1" />
              <div css={formStyles.pair}>
                <FormTextField name="addressLine2" label="Apartment" inputMode="numeric" autoComplete="address-line2" />
                <FormTextField name="zip" label="Postal Code" autoComplete="postal-code" placeholder="12-345" />
              </div>
              {formError && <Notice tone="error">{formError}</Notice>}
              <div css={[formStyles.actions, { justifyContent: 'flex-end' }]}>
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {mode === 'update' ? 'Update address' : 'Save address'}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
