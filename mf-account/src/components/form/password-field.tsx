import { useState } from 'react';
import { IconButton, EyeIcon, EyeOffIcon, FormTextField, type FormTextFieldProps } from 'shared-ui';

/**
 * A Formik password input with a visibility toggle (spec section 4: "Password visibility can be
 * toggled"). The toggle is a pressed/unpressed button whose label says what a press will do.
 */
export function PasswordField(props: Omit<FormTextFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
