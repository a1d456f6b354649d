import { passwordSchema, setPasswordSchema, validationErrors } from '../index';

const valid = { currentPassword: 'old-secret', newPassword: 'new-secret1', confirmPassword: 'new-secret1' };

describe('passwordSchema', () => {
  it('accepts a new password confirmed twice', async () => {
    await expect(validationErrors(passwordSchema, valid)).resolves.toBeNull();
  });

  it.each([
    ['currentPassword', '', 'Current password is required'],
    ['newPassword', '', 'Password is required'],
    ['newPassword', 'short', 'Password is too short!'],
    ['newPassword', 'z'.repeat(31), 'Password is too long!'],
    ['confirmPassword', '', 'Please confirm your password'],
    ['confirmPassword', 'new-secret2', 'Passwords must match'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const input = { ...valid, [field]: value };
    // Keep the confirmation equal so that only the field under test fails.
    if (field === 'newPassword') input.confirmPassword = value;
    const errors = await validationErrors(passwordSchema, input);
    expect(errors?.[field]).toBe(message);
  });
});

describe('setPasswordSchema (an account without a password)', () => {
  it('asks for no current password', async () => {
    await expect(
      validationErrors(setPasswordSchema, { newPassword: 'new-secret1', confirmPassword: 'new-secret1' }),
    ).resolves.toBeNull();
  });

  it('checks the new password and its confirmation like passwordSchema', async () => {
    const errors = await validationErrors(setPasswordSchema, { newPassword: 'short', confirmPassword: 'other' });
    expect(errors).toEqual({ newPassword: 'Password is too short!', confirmPassword: 'Passwords must match' });
  });
});
