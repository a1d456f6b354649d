import { contactSchema, validationErrors } from '../index';

const valid = {
  fullName: 'Anna Kovalenko',
  email: 'anna@example.com',
  message: 'Where is my order?',
  privacyPolicy: true,
};

describe('contactSchema', () => {
  it('accepts a message without an order number', async () => {
    await expect(validationErrors(contactSchema, valid)).resolves.toBeNull();
  });

  it('accepts an order number', async () => {
    await expect(validationErrors(contactSchema, { ...valid, orderNumber: 'A-1001' })).resolves.toBeNull();
  });

  it.each(['General Inquiry', 'Support', 'Feedback'])(
    'accepts the subject "%s" of the collapsed form',
    async (subject) => {
      await expect(validationErrors(contactSchema, { ...valid, subject })).resolves.toBeNull();
    },
  );

  it('refuses a subject the form does not offer', async () => {
    await expect(validationErrors(contactSchema, { ...valid, subject: 'Complaints' })).resolves.toEqual({
      subject: 'Choose General Inquiry, Support or Feedback',
    });
  });

  it.each([
    ['fullName', '', 'First Name is required'],
    ['fullName', 'A', 'Too short!'],
    ['fullName', 'A'.repeat(26), 'Too long!'],
    ['fullName', 'Anna 2', 'Name must contain only letters'],
    ['fullName', '   ', 'Name cannot consist of spaces only'],
    ['email', '', 'Email is required'],
    ['email', 'anna.example.com', 'Invalid email address'],
    ['message', '', 'Message is required'],
    ['message', '   ', 'Message is required'],
    ['privacyPolicy', false, 'You have to submit our Privacy and Policy'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(contactSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });
});
