import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('names the input by its label and reads the error and hint with it', () => {
    render(<TextField label="Email address" error="Enter your email address." hint="We send your receipts here." />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your email address. We send your receipts here.');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Zip code" />);
    expect(screen.getByRole('textbox', { name: 'Zip code' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('PasswordField', () => {
  it('shows the password when the toggle is pressed, and says so', async () => {
    render(<PasswordField label="Password" defaultValue="Secret#1" />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
