import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, type FieldError } from './Field';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  optional?: boolean;
  id?: string;
}

/** A labelled text-like input (text, email, password...) with its server error shown beneath in red. */
export function TextInput({ label, error, hint, optional, id, type = 'text', ...input }: TextInputProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} id={id}>
      {(control) => <input type={type} {...control} {...input} />}
    </Field>
  );
}
