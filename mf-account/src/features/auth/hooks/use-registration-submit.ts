import { useCallback, useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { RegistrationInput } from 'contracts/schemas';
import { getApiError, getApiErrorMessage, getApiErrorStatus, registerCustomer } from 'shared-ui/state';
import { AUTH_MESSAGES } from '../messages';

/**
 * Creates the account through shared-ui's `registerCustomer` (which also starts the session) and
 * remembers the e-mail the verification link went to, which opens the "Verify Your Email" dialog.
 * A taken e-mail (409) gives the spec's message as a form error; no dialog opens. A 400 with `fields` shows
 * each message under its field. `submitted` tells the
 * page that a registration is under way (or done), so its own new session is no reason to leave.
 */
export function useRegistrationSubmit() {
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // True from the press of "Register Now": the new account is logged in before the dialog opens, and
  // the page must not take that for a logged-in shopper who came to /registration (and send her home).
  const [submitted, setSubmitted] = useState(false);

  const submit = useCallback(async (values: RegistrationInput, helpers: FormikHelpers<RegistrationInput>) => {
    setFormError(null);
    setSubmitted(true);
    try {
      const user = await registerCustomer({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      setVerifyEmail(user.email);
    } catch (error) {
      setSubmitted(false);
      const status = getApiErrorStatus(error);
      if (status === 409) {
        setFormError(AUTH_MESSAGES.userExists);
        return;
      }
      // The server's field messages (e.g. a password too common to use) go under their fields, once.
      const fields = getApiError(error)?.fields;
      if (fields) {
        helpers.setErrors(fields);
        helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
        return;
      }
      setFormError(getApiErrorMessage(error));
    }
  }, []);

  return { submit, verifyEmail, formError, submitted };
}
