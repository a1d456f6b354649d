import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FormTextField } from '../form-text-field';

// The shop's forms validate with contracts' yup schemas; the field only reads Formik's errors, whoever made them.
const validate = (values: Record<string, unknown>) => ({
  ...(values.email ? {} : { email: 'Email is required' }),
  ...(values.city ? {} : { city: 'City is required' }),
});

function renderForm(field: ReactNode, initialValues: Record<string, unknown> = { email: '' }) {
  const submitted = jest.fn();
  render(
    <Formik initialValues={initialValues} validate={validate} onSubmit={submitted}>
      <Form aria-label="Test form">
        {field}
        <button type="submit">Send</button>
      </Form>
    </Formik>,
  );
  return submitted;
}

describe('FormTextField', () => {
  it('is labelled by its label, has the id field-<name> and shows the Formik value', () => {
    renderForm(<FormTextField name="email" label="Email" />, { email: 'olena@example.com' });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'field-email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveValue('olena@example.com');
  });

  it('uses the id it is given', () => {
    renderForm(<FormTextField name="email" id="login-email" label="Email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email');
  });

  it('is a controlled empty input for a value Formik does not hold yet, so typing raises no React warning', async () => {
    const warned = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderForm(<FormTextField name="email" label="Email" />, {});
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveValue('');
    await user.type(input, 'a');
    expect(input).toHaveValue('a');
    expect(warned).not.toHaveBeenCalled();
    warned.mockRestore();
  });

  it('hides the field’s error until the field was touched, then reads it with the input', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(
      <>
        <FormTextField name="email" label="Email" />
        <FormTextField name="city" label="City" />
      </>,
      { email: '', city: '' },
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(input);
    await user.tab();

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    // The form was validated as a whole, but City was not touched yet: its message waits.
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });

  it('puts what is typed into the Formik value that is submitted', async () => {
    const user = userEvent.setup({ delay: null });
    const submitted = renderForm(<FormTextField name="email" label="Email" />, { email: '', city: 'Kyiv' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ email: 'a@b.co', city: 'Kyiv' }, expect.anything()));
  });

  it('calls the onChange it is given instead of Formik’s', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderForm(<FormTextField name="email" label="Email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'x');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
  });

  it('passes other TextField props through', () => {
    renderForm(<FormTextField name="email" label="Email" type="email" autoComplete="email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAccessibleDescription('We never share it');
  });
});
