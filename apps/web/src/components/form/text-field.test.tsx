import { fieldMessages } from '@fletx/contract/messages';
import { emailField } from '@fletx/contract/validation';
import { Button } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/test-utils';
import { useZodForm } from '../../lib/form';
import { FormTextField } from './form-text-field';
import { isBlockedKey, sanitizeValue } from './input-rules';
import { TextField } from './text-field';

describe('input rules', () => {
  it('refuses spaces for email and password, non-digits for phone', () => {
    expect(isBlockedKey('email', ' ')).toBe(true);
    expect(isBlockedKey('password', ' ')).toBe(true);
    expect(isBlockedKey('text', ' ')).toBe(false);
    expect(isBlockedKey('phone', 'a')).toBe(true);
    expect(isBlockedKey('phone', '+')).toBe(true);
    expect(isBlockedKey('phone', '7')).toBe(false);
    expect(isBlockedKey('phone', 'Backspace')).toBe(false);
    expect(isBlockedKey('number', '.', '12.5')).toBe(true);
  });

  it('cleans pasted values', () => {
    expect(sanitizeValue('email', ' ana @fletx.com ')).toBe('ana@fletx.com');
    expect(sanitizeValue('password', 'Se cret#1')).toBe('Secret#1');
    expect(sanitizeValue('phone', '(555) 123-4567')).toBe('5551234567');
    expect(sanitizeValue('number', '1,250.5.0 USD')).toBe('1250.50');
    expect(sanitizeValue('text', ' keep me ')).toBe(' keep me ');
  });
});

describe('TextField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A TextField labelled `label` with `text` typed in it. */
  async function typedInto(props: ComponentProps<typeof TextField> & { label: string }, text: string) {
    const user = userEvent.setup();
    renderWithProviders(<TextField {...props} />);
    const input = screen.getByLabelText(props.label);
    await user.type(input, text);
    return { user, input };
  }

  it('blocks the space key in an email field', async () => {
    const { input } = await typedInto({ type: 'email', label: 'Email' }, 'ana @fletx .com');
    expect(input).toHaveValue('ana@fletx.com');
  });

  it('blocks the space key in a password field and strips pasted spaces', async () => {
    const { user, input } = await typedInto({ type: 'password', label: 'Password' }, 'Se cret');
    expect(input).toHaveValue('Secret');
    await user.paste(' #1 2');
    expect(input).toHaveValue('Secret#12');
  });

  it('accepts only digits in a phone field', async () => {
    const onChange = vi.fn();
    const { user, input } = await typedInto({ type: 'phone', label: 'Phone', onChange }, '55a5-12 3');
    expect(input).toHaveValue('555123');
    await user.paste('(44)');
    expect(input).toHaveValue('55512344');
    expect(onChange).toHaveBeenLastCalledWith('55512344');
  });

  it('passes the value on after a 1 second pause', () => {
    vi.useFakeTimers();
    const onDebouncedChange = vi.fn();
    renderWithProviders(<TextField label="Search" onDebouncedChange={onDebouncedChange} />);
    const input = screen.getByLabelText('Search');

    fireEvent.change(input, { target: { value: 'ac' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(input, { target: { value: 'acme' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onDebouncedChange).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
    expect(onDebouncedChange).toHaveBeenCalledWith('acme');
  });

  it('shows its error only once touched', () => {
    renderWithProviders(<TextField label="First name" error={fieldMessages.required} />);
    const input = screen.getByLabelText('First name');
    expect(screen.queryByText(fieldMessages.required)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');

    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(screen.getByText(fieldMessages.required)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error when the caller marks it touched', () => {
    renderWithProviders(<TextField label="Email" touched error={fieldMessages.email} />);
    expect(screen.getByText(fieldMessages.email)).toBeInTheDocument();
  });
});

describe('FormTextField', () => {
  const schema = z.object({ email: emailField });

  function SampleForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
    const { control, handleSubmit } = useZodForm(schema, { defaultValues: { email: '' } });
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <FormTextField control={control} name="email" type="email" label="Email" />
        <Button type="submit">Save</Button>
      </form>
    );
  }

  it('hides the rule message until the field is touched, then shows it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm onValid={vi.fn()} />);
    const input = screen.getByLabelText('Email');

    await user.type(input, 'Bad@');
    expect(screen.queryByText(fieldMessages.email)).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText(fieldMessages.email)).toBeInTheDocument();
  });

  it('shows every message after a submit, and submits valid values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<SampleForm onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(fieldMessages.required)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'ana@fletx.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ana@fletx.com' }, expect.anything());
  });
});
