import { useState } from 'react';
import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';
import type { PasswordInput, SetPasswordInput } from 'contracts/schemas';
import { getApiError, getApiErrorMessage, refreshSession, useSession } from 'shared-ui/state';
import { changePassword, Notice } from 'shared-ui';
import { PasswordForm } from '../components/password-form';
import { TabPanel } from '../components/tab-panel';
import { PROFILE_MESSAGES } from '../profile-tabs';

type TabMessage = { tone: 'success' | 'error'; text: string } | null;

/**
 * Password tab: PUT /customers/password. Success empties the form and says "Password updated
 * successfully!"; a wrong current password shows the server's message under that field. A customer
 * who signed up with Google has no password (`hasPassword` false): she sets one without being asked
 * for a current one, and the session is reloaded so the tab then offers the usual change.
 */
export function PasswordTab() {
  const { user } = useSession();
  const hasPassword = user?.hasPassword !== false;
  const [message, setMessage] = useState<TabMessage>(null);

  const submit = async <V extends PasswordInput | SetPasswordInput>(values: V, helpers: FormikHelpers<V>) => {
    setMessage(null);
    try {
      await changePassword(values);
      helpers.resetForm();
      setMessage({ tone: 'success', text: PROFILE_MESSAGES.passwordUpdated });
      if (!hasPassword) {
        // hasPassword is now true on the server; a failed reload only delays the switch of forms.
        refreshSession().catch((error: unknown) => console.error('[mf-account] session refresh', error));
      }
    } catch (error) {
      const apiError = getApiError(error);
      if (apiError?.fields) {
        helpers.setErrors(apiError.fields as FormikErrors<V>);
        helpers.setTouched(
          Object.fromEntries(Object.keys(apiError.fields).map((field) => [field, true])) as FormikTouched<V>,
          false,
        );
      } else {
        setMessage({ tone: 'error', text: getApiErrorMessage(error) });
      }
    }
  };

  return (
    <TabPanel
      title="Password"
      intro={
        hasPassword
          ? 'Changing your password signs you out everywhere else.'
          : 'You signed up with Google. Set a password to log in with your e-mail as well.'
      }
    >
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {hasPassword ? (
        <PasswordForm hasPassword onSubmit={submit} />
      ) : (
        <PasswordForm hasPassword={false} onSubmit={submit} />
      )}
    </TabPanel>
  );
}
