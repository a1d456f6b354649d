import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { ProfileInfoInput } from 'contracts/schemas';
import { getApiError, getApiErrorMessage, setSessionUser, type SessionUser } from 'shared-ui/state';
import { updateProfile } from 'shared-ui';
import { BirthdayDiscountLine } from '../components/birthday-discount-line';
import { EmailVerificationStatus } from '../components/email-verification-status';
import { ProfileInfoForm } from '../components/profile-info-form';
import { SuccessDialog } from '../components/success-dialog';
import { TabPanel } from '../components/tab-panel';
import { PROFILE_MESSAGES } from '../profile-tabs';

/**
 * User Profile tab: the personal information form (PUT /customers) and the e-mail's verification
 * status. A saved update becomes the session's customer (a changed e-mail comes back unverified).
 */
export function ProfileInfoTab({ user }: { user: SessionUser }) {
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: ProfileInfoInput, helpers: FormikHelpers<ProfileInfoInput>) => {
    setFormError(null);
    try {
      const updated = await updateProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        birthDate: values.birthDate || null,
        phoneNumber: values.phoneNumber || null,
      });
      setSessionUser(updated);
      setSaved(true);
    } catch (error) {
      // Spec section 8: a failure is logged; the shopper is also told why (e.g. the e-mail is taken).
      console.error('[mf-account] profile update', error);
      const fields = getApiError(error)?.fields;
      if (fields) helpers.setErrors(fields);
      setFormError(getApiErrorMessage(error));
    }
  };

  return (
    <TabPanel title="User Profile" intro="Your name, e-mail, birthday (for your 15% birthday discount) and phone.">
      <EmailVerificationStatus verified={user.emailVerified} />
      <BirthdayDiscountLine birthDate={user.birthDate ?? null} email={user.email} />
      <ProfileInfoForm user={user} onSubmit={submit} formError={formError} />
      <SuccessDialog
        open={saved}
        title="Profile updated"
        message={PROFILE_MESSAGES.profileUpdated}
        onClose={() => setSaved(false)}
      />
    </TabPanel>
  );
}
