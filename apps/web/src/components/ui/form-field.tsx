import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The props that tie a control to its label and its error message. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  label: string;
  error?: string;
  /** A note under the control that is always shown (a format hint, say). */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its validation message under it, tied together for screen readers. */
export function FormField({ label, error, hint, className = '', children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-base-content/70 text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Classes of the field (label, control and messages together), for the form's grid. */
  className?: string;
  /** The control's registration with react-hook-form (`register('phone')`). */
  registration: UseFormRegisterReturn;
};

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | keyof UseFormRegisterReturn>;

/** A labelled input of a react-hook-form form, red with its message under it when it is refused. */
export function InputField({ label, error, hint, className, registration, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input {...input} {...control} className={`input w-full ${error ? 'input-error' : ''}`} {...registration} />
      )}
    </FormField>
  );
}

type TextareaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | keyof UseFormRegisterReturn>;

/** A labelled textarea of a react-hook-form form, as InputField. */
export function TextareaField({ label, error, hint, className, registration, ...textarea }: TextareaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          {...registration}
        />
      )}
    </FormField>
  );
}
