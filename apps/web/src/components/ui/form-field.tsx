import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslateMessage } from '@/lib/translate-message';

/** The props that tie a control to its label and its error message. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  label: string;
  /**
   * Why the value is refused: a rule's message from the contract (zod's, through react-hook-form)
   * or the API's, in English; shown in the page's language.
   */
  error?: string;
  /** A note under the control that is always shown (a format hint, say). */
  hint?: ReactNode;
  className?: string;
  /** Classes of the label: a compact form's are small (`text-sm font-medium`). */
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its validation message under it, tied together for screen readers. */
export function FormField({
  label,
  error,
  hint,
  className = '',
  labelClassName = 'font-medium',
  children,
}: FormFieldProps) {
  const id = useId();
  const translate = useTranslateMessage();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={id} className={labelClassName}>
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
          {translate(error)}
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
  labelClassName?: string;
  /** Classes of the control besides daisyUI's own (`input`, `input-error`): its width, its font. */
  controlClassName?: string;
  /**
   * The control's registration with react-hook-form (`register('phone')`). A control whose value
   * the component keeps itself takes `value` and `onChange` instead.
   */
  registration?: UseFormRegisterReturn;
};

/** The class list of a control: daisyUI's component class, the caller's, and its error variant. */
const controlClasses = (component: string, controlClassName: string, error: string | undefined) =>
  [component, controlClassName, error ? `${component}-error` : null].filter(Boolean).join(' ');

type InputFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/**
 * A labelled input of a form, red with its message under it when it is refused. A file input
 * (`type="file"`) is drawn as daisyUI's file input.
 */
export function InputField({
  label,
  error,
  hint,
  className,
  labelClassName,
  controlClassName = 'w-full',
  registration,
  ...input
}: InputFieldProps) {
  const component = input.type === 'file' ? 'file-input' : 'input';
  return (
    <FormField label={label} error={error} hint={hint} className={className} labelClassName={labelClassName}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={controlClasses(component, controlClassName, error)}
          {...registration}
        />
      )}
    </FormField>
  );
}

type TextareaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled textarea of a form, as InputField. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  labelClassName,
  controlClassName = 'w-full',
  registration,
  ...textarea
}: TextareaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className} labelClassName={labelClassName}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className={controlClasses('textarea', controlClassName, error)}
          {...registration}
        />
      )}
    </FormField>
  );
}

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A labelled select of a form, as InputField; its options are its children. */
export function SelectField({
  label,
  error,
  hint,
  className,
  labelClassName,
  controlClassName = 'w-full',
  registration,
  ...select
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className} labelClassName={labelClassName}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={controlClasses('select', controlClassName, error)}
          {...registration}
        />
      )}
    </FormField>
  );
}
