import { css } from '@emotion/react';
import { Form, Formik } from 'formik';
import type { Size } from 'contracts';
import { backInStockEmailSchema } from 'contracts/schemas';
import { Button, theme, FormTextField } from 'shared-ui';
import type { BackInStockState } from '../api/request-back-in-stock';

const { colors, fontSizes, space } = theme;

/** A guest's e-mail for one sold-out size: the server's refusal shows under the field it names. */
export default function BackInStockForm({
  size,
  sizeName,
  state,
  onSend,
}: {
  size: Size;
  sizeName: string;
  state: BackInStockState;
  onSend: (email: string) => Promise<boolean>;
}) {
  return (
    <Formik
      key={size}
      initialValues={{ email: '' }}
      validationSchema={backInStockEmailSchema}
      onSubmit={async ({ email }, helpers) => {
        const ok = await onSend(email.trim());
        if (!ok && state.status === 'failed' && state.fields?.email) helpers.setFieldError('email', state.fields.email);
      }}
    >
      <Form css={styles.form} noValidate aria-label={`Email me when size ${sizeName} is back`}>
        <FormTextField name="email" type="email" label="Your e-mail" autoComplete="email" />
        <Button type="submit" size="small" loading={state.status === 'sending'}>
          Notify me
        </Button>
        {state.status === 'failed' && (
          <p css={styles.error} role="alert">
            {state.message}
          </p>
        )}
      </Form>
    </Formik>
  );
}

const styles = {
  form: css({ display: 'grid', gap: space.xs, maxWidth: '24rem' }),
  error: css({ margin: 0, fontSize: fontSizes.sm, color: colors.error }),
};
