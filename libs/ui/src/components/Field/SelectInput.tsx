import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, type FieldError } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (say why in the field's hint). */
  disabled?: boolean;
}

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {
  label: string;
  options: readonly SelectOption[];
  error?: FieldError;
  hint?: ReactNode;
  id?: string;
}

export function SelectInput({ label, options, error, hint, id, ...select }: SelectInputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
