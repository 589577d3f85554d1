import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';

type TextFieldProps = {
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  placeholder?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** One input of the login and signup forms, registered with react-hook-form. */
export function TextField({ label, type, autoComplete, placeholder, error, registration }: TextFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          className={`input w-full ${error ? 'input-error' : ''}`}
          {...control}
          {...registration}
        />
      )}
    </FormField>
  );
}
