import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField, TextArea } from '../text-field';
import { Checkbox } from '../../checkbox/checkbox';

describe('TextField', () => {
  it('is labelled by its label and takes typed text', async () => {
    const onChange = jest.fn();
    render(<TextField label="Email" name="email" onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(onChange).toHaveBeenCalled();
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error under the field, marks it invalid and reads the error with it', () => {
    render(<TextField label="Email" error="Please enter a valid email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email');
  });

  it('keeps a hidden label for screen readers', () => {
    render(<TextField label="Search" hideLabel placeholder="Search" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('uses the id it is given', () => {
    render(<TextField id="login-email" label="Email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email');
  });
});

describe('TextArea', () => {
  it('is labelled and shows its error', () => {
    render(<TextArea label="Message" error="Message is required" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Message is required');
  });
});

describe('Checkbox', () => {
  it('toggles by clicking its label and by Space', async () => {
    render(<Checkbox label="I agree to receive the newsletter" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to receive the newsletter' });
    await userEvent.click(screen.getByText('I agree to receive the newsletter'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows its error and marks itself invalid', () => {
    render(<Checkbox label="Privacy policy" error="You must accept the privacy policy" />);
    const box = screen.getByRole('checkbox', { name: 'Privacy policy' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the privacy policy');
  });
});
