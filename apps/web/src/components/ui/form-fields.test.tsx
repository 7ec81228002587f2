import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import type { FieldBinding } from '../../lib/forms/use-zod-form.ts';
import { digitsOnly, PasswordField, TextField } from './form-fields.tsx';

const binding = (overrides: Partial<FieldBinding> = {}): FieldBinding => ({
  id: 'f-amount',
  name: 'amount',
  value: '',
  error: undefined,
  onChange: () => {},
  ...overrides,
});

describe('form fields', () => {
  it('[VAL-03] key filter: digits only', () => {
    expect(digitsOnly('Rp 12.500a')).toBe('12500');
  });

  it('[VAL-03] applies the key filter before the value reaches the form', () => {
    const onChange = vi.fn();
    render(<TextField field={binding({ onChange })} label="Amount" filter={digitsOnly} />);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'Rp 10.000' } });
    expect(onChange).toHaveBeenCalledWith('10000');
  });

  it('[PLT-03] shows the status under the field until there is an error, which then takes its place', () => {
    const { rerender } = render(<TextField field={binding()} label="Amount" hint="Hint" status="Rp 10.000" />);
    const input = screen.getByLabelText('Amount');
    expect(screen.getByText('Rp 10.000')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toBe('f-amount-hint f-amount-status');
    expect(input.getAttribute('aria-invalid')).toBe('false');

    rerender(<TextField field={binding({ error: 'Too small' })} label="Amount" hint="Hint" status="Rp 10.000" />);
    expect(screen.queryByText('Rp 10.000')).toBeNull();
    expect(screen.getByText('Too small').id).toBe('f-amount-error');
    expect(input.getAttribute('aria-describedby')).toBe('f-amount-hint f-amount-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the password on request, and hides it again', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <PasswordField field={binding({ id: 'f-password', name: 'password', value: 'secret' })} label="Password" />
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button');
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });
});
