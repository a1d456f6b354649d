import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { PasswordInput } from 'contracts/schemas';
import { changePassword, getApiError, getApiErrorMessage } from 'shared-ui';
import { Notice } from '../../../components/notice/notice';
import { PasswordForm } from '../components/password-form';
import { TabPanel } from '../components/tab-panel';
import { PROFILE_MESSAGES } from '../profile-tabs';

type TabMessage = { tone: 'success' | 'error'; text: string } | null;

/**
 * Password tab: PUT /customers/password. Success empties the form and says "Password updated
 * successfully!"; a wrong current password shows the server's message under that field.
 */
export function PasswordTab() {
  const [message, setMessage] = useState<TabMessage>(null);

  const submit = async (values: PasswordInput, helpers: FormikHelpers<PasswordInput>) => {
    setMessage(null);
    try {
      await changePassword(values);
      helpers.resetForm();
      setMessage({ tone: 'success', text: PROFILE_MESSAGES.passwordUpdated });
    } catch (error) {
      const apiError = getApiError(error);
      if (apiError?.fields) {
        helpers.setErrors(apiError.fields);
        helpers.setTouched(Object.fromEntries(Object.keys(apiError.fields).map((field) => [field, true])), false);
      } else {
        setMessage({ tone: 'error', text: getApiErrorMessage(error) });
      }
    }
  };

  return (
    <TabPanel title="Password" intro="Changing your password signs you out everywhere else.">
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <PasswordForm onSubmit={submit} />
    </TabPanel>
  );
}
