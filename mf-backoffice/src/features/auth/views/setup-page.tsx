import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useSearchParams } from 'react-router-dom';
import {
  STAFF_ROLE_LABELS,
  staffSetupPasswordSchema,
  totpCodeSchema,
  type StaffSetupPasswordInput,
  type StaffTotpEnrolment,
  type TotpCodeInput,
} from 'contracts/staff';
import { Button, ButtonLink, Spinner, theme, useDocumentTitle, FormTextField, Notice, formStyles } from 'shared-ui';
import { type ApiRequestError } from 'shared-ui/state';
import { AuthFrame } from '../../../components/auth-frame';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useConfirmSetupTotp } from '../api/confirm-setup-totp';
import { useSetupLink } from '../api/get-setup-link';
import { useSetSetupPassword } from '../api/set-setup-password';
import { RecoveryCodes } from '../components/recovery-codes';
import { TotpEnrolment } from '../components/totp-enrolment';
import { FormFailure } from '../../../components/form-failure';

type Step =
  { name: 'password' } | { name: 'totp'; totp: StaffTotpEnrolment['totp'] } | { name: 'codes'; codes: string[] };

/**
 * The one-time link's page (`/staff/setup?token=…`): a password by the customers' rules, then the authenticator
 * (its QR code and secret shown once, a first code to confirm), then the ten recovery codes, shown once.
 */
export function SetupPage() {
  useDocumentTitle('Set up your back office account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useSetupLink(token);
  const setPassword = useSetSetupPassword();
  const confirmTotp = useConfirmSetupTotp();
  const [step, setStep] = useState<Step>({ name: 'password' });

  if (!token || (link.isError && (link.error as ApiRequestError).status === 410))
    return (
      <AuthFrame title="This link no longer works">
        <Notice tone="warning">
          Set-up links work once and for 24 hours. Ask an owner of the shop to invite you again.
        </Notice>
      </AuthFrame>
    );
  if (link.isError)
    return (
      <AuthFrame title="Set up your account">
        <Notice tone="error">{(link.error as ApiRequestError).message}</Notice>
      </AuthFrame>
    );
  if (link.isPending)
    return (
      <AuthFrame title="Set up your account">
        <Spinner label="Reading your link" />
      </AuthFrame>
    );

  const who = (
    <p css={{ marginBottom: theme.space.md, color: theme.colors.textMuted }}>
      {link.data.email} · {STAFF_ROLE_LABELS[link.data.role]}
    </p>
  );

  if (step.name === 'password')
    return (
      <AuthFrame title="Step 1 of 3: choose a password">
        {who}
        <Formik<StaffSetupPasswordInput>
          initialValues={{ password: '', confirmPassword: '' }}
          validationSchema={staffSetupPasswordSchema}
          onSubmit={async (values, helpers) => {
            try {
              setStep({ name: 'totp', totp: await setPassword.run({ token, ...values }) });
            } catch (error) {
              helpers.setErrors(serverFieldErrors<StaffSetupPasswordInput>(error));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate css={formStyles.stack}>
              <FormFailure error={setPassword.error} />
              <FormTextField name="password" type="password" label="Password" autoComplete="new-password" required />
              <FormTextField
                name="confirmPassword"
                type="password"
                label="Confirm password"
                autoComplete="new-password"
                required
              />
              <div css={formStyles.actions}>
                <Button type="submit" loading={isSubmitting}>
                  Continue
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </AuthFrame>
    );

  if (step.name === 'totp')
    return (
      <AuthFrame title="Step 2 of 3: add an authenticator">
        {who}
        <TotpEnrolment totp={step.totp} />
        <Formik<TotpCodeInput>
          initialValues={{ code: '' }}
          validationSchema={totpCodeSchema}
          onSubmit={async ({ code }, helpers) => {
            try {
              setStep({ name: 'codes', codes: await confirmTotp.run({ token, code: code.trim() }) });
            } catch (error) {
              helpers.setErrors(serverFieldErrors<TotpCodeInput>(error));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate css={[formStyles.stack, { marginTop: theme.space.lg }]}>
              <FormFailure error={confirmTotp.error} />
              <FormTextField
                name="code"
                label="Code from your authenticator"
                autoComplete="one-time-code"
                inputMode="numeric"
                required
              />
              <div css={formStyles.actions}>
                <Button type="submit" loading={isSubmitting}>
                  Confirm
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </AuthFrame>
    );

  return (
    <AuthFrame title="Step 3 of 3: keep your recovery codes">
      {who}
      <RecoveryCodes codes={step.codes} />
      <ButtonLink to="/staff/login" css={{ marginTop: theme.space.lg }}>
        I have kept them: log in
      </ButtonLink>
    </AuthFrame>
  );
}
