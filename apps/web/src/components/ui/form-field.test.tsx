import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField, InputField, SelectField, TextareaField } from './form-field';

/** A stand-in for react-hook-form's register('…'), its handlers watched. */
function fakeRegistration(name: string) {
  return {
    name,
    onChange: vi.fn<UseFormRegisterReturn['onChange']>(() => Promise.resolve()),
    onBlur: vi.fn<UseFormRegisterReturn['onBlur']>(() => Promise.resolve()),
    ref: vi.fn<UseFormRegisterReturn['ref']>(),
  } satisfies UseFormRegisterReturn;
}

const describedByIds = (element: HTMLElement) => element.getAttribute('aria-describedby')?.split(' ') ?? [];

describe('InputField', () => {
  it('ties its label to the input and, unrefused, marks it neither invalid nor described', () => {
    render(<InputField label="Phone" type="tel" placeholder="01712345678" registration={fakeRegistration('phone')} />);

    const input = screen.getByLabelText('Phone');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByText('Phone')).toHaveAttribute('for', input.id);
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('placeholder', '01712345678');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveClass('input', 'w-full');
    expect(input).not.toHaveClass('input-error');
  });

  it('shows its error under the input, refers to it with aria-describedby and marks the input invalid', () => {
    render(<InputField label="Phone" error="Provide a valid Phone" registration={fakeRegistration('phone')} />);

    const input = screen.getByLabelText('Phone');
    const error = screen.getByText('Provide a valid Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedByIds(input)).toEqual([error.id]);
    expect(input).toHaveAccessibleDescription('Provide a valid Phone');
    expect(error).toHaveClass('text-error');
    expect(input).toHaveClass('input', 'w-full', 'input-error');
  });

  it('describes the input with its hint, and with the hint and then the error when refused', () => {
    const { rerender } = render(
      <InputField label="Photo" hint="A JPEG or PNG photo." type="file" registration={fakeRegistration('photo')} />,
    );

    const input = screen.getByLabelText('Photo');
    const hint = screen.getByText('A JPEG or PNG photo.');
    expect(describedByIds(input)).toEqual([hint.id]);
    expect(input).not.toHaveAttribute('aria-invalid');
    // A file input is drawn as daisyUI's file input.
    expect(input).toHaveClass('file-input', 'w-full');
    expect(input).not.toHaveClass('input');

    rerender(
      <InputField
        label="Photo"
        hint="A JPEG or PNG photo."
        error="Photo is required"
        type="file"
        registration={fakeRegistration('photo')}
      />,
    );
    expect(describedByIds(screen.getByLabelText('Photo'))).toEqual([
      screen.getByText('A JPEG or PNG photo.').id,
      screen.getByText('Photo is required').id,
    ]);
    expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Photo')).toHaveClass('file-input-error');
  });

  it("hands the registration's name, ref and handlers to the input", async () => {
    const registration = fakeRegistration('phone');
    render(<InputField label="Phone" registration={registration} />);

    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('name', 'phone');
    expect(registration.ref).toHaveBeenCalledWith(input);

    await userEvent.type(input, '017');
    expect(registration.onChange).toHaveBeenCalledTimes(3);
    expect(registration.onChange.mock.lastCall?.[0].target).toBe(input);

    await userEvent.tab();
    expect(registration.onBlur).toHaveBeenCalled();
  });

  it('takes the classes of its control instead of w-full', () => {
    render(
      <InputField label="Quantity" error="Out of range" controlClassName="w-36" registration={fakeRegistration('q')} />,
    );

    const input = screen.getByLabelText('Quantity');
    expect(input).toHaveClass('input', 'w-36', 'input-error');
    expect(input).not.toHaveClass('w-full');
  });

  it('takes a value and onChange instead of a registration', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <InputField label="CVC" value={value} onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))} />
      );
    }
    render(<Controlled />);

    await userEvent.type(screen.getByLabelText('CVC'), '1a2b3');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
  });
});

describe('TextareaField', () => {
  it('ties its label and its error to the textarea, as InputField does', async () => {
    const registration = fakeRegistration('address');
    const { rerender } = render(<TextareaField label="Address" rows={3} registration={registration} />);

    const textarea = screen.getByLabelText('Address');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toHaveAttribute('name', 'address');
    expect(textarea).toHaveClass('textarea', 'w-full');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    await userEvent.type(textarea, 'Dhaka');
    expect(registration.onChange).toHaveBeenCalled();

    rerender(<TextareaField label="Address" rows={3} error="Address is required" registration={registration} />);
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address is required');
    expect(screen.getByLabelText('Address')).toHaveClass('textarea-error');
  });
});

describe('SelectField', () => {
  it('ties its label to the select, offers its options and reports a choice', async () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Make" labelClassName="text-sm font-medium" defaultValue="" onChange={onChange}>
        <option value="">Choose a make</option>
        <option value="Bajaj">Bajaj</option>
      </SelectField>,
    );

    const select = screen.getByRole('combobox', { name: 'Make' });
    expect(screen.getByText('Make')).toHaveClass('text-sm', 'font-medium');
    expect(select).toHaveClass('select', 'w-full');
    expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(select, 'Bajaj');
    expect(select).toHaveValue('Bajaj');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('FormField', () => {
  it('gives a control of its own the id and the aria attributes that tie it to the label and the error', () => {
    render(
      <FormField label="Rating" error="Rating is required">
        {(control) => <select {...control} />}
      </FormField>,
    );

    const select = screen.getByLabelText('Rating');
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Rating is required');
  });
});
