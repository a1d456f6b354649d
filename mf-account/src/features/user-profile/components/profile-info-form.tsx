import { Form, Formik, type FormikHelpers } from 'formik';
import { profileInfoSchema, type ProfileInfoInput } from 'contracts/schemas';
import { Button, FormTextField, formStyles, Notice } from 'shared-ui';
import { type SessionUser } from 'shared-ui/state';

function profileInfoValues(user: SessionUser): ProfileInfoInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    birthDate: user.birthDate ?? '',
    phoneNumber: user.phoneNumber ?? '',
  };
}

interface ProfileInfoFormProps {
  user: SessionUser;
  onSubmit: (values: ProfileInfoInput, helpers: FormikHelpers<ProfileInfoInput>) => Promise<void>;
  formError?: string | null;
}

/** The User Profile tab's form, prefilled from the session, checked by contracts' profileInfoSchema. */
export function ProfileInfoForm({ user, onSubmit, formError }: ProfileInfoFormProps) {
  return (
    // Re-initialised when the session's customer changes (the refresh on open, a saved update).
    <Formik
      initialValues={profileInfoValues(user)}
      enableReinitialize
      validationSchema={profileInfoSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Personal information" css={[formStyles.stack, { maxWidth: '40rem' }]}>
          <div css={formStyles.pair}>
            <FormTextField name="firstName" label="First Name" autoComplete="given-name" />
            <FormTextField name="lastName" label="Last Name" autoComplete="family-name" />
          </div>
          <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <div css={formStyles.pair}>
            <FormTextField name="birthDate" label="Birth Date" type="date" autoComplete="bday" />
            <FormTextField
              name="phoneNumber"
              label="Phone Number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint="10 digits"
            />
          </div>
          {formError && <Notice tone="error">{formError}</Notice>}
          <div css={formStyles.actions}>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
