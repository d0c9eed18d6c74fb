import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, type FieldError } from './Field';
import styles from './Field.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  optional?: boolean;
  id?: string;
  /** In the monospace face: a key, token or secret, whose l, I and 1 must not look alike. */
  monospace?: boolean;
}

/** A labelled text-like input (text, email, password...) with its server error shown beneath in red. */
export function TextInput({
  label,
  error,
  hint,
  optional,
  id,
  monospace,
  type = 'text',
  ...input
}: TextInputProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} id={id}>
      {(control) => (
        <input
          type={type}
          {...control}
          className={monospace ? `${control.className} ${styles.monospace}` : control.className}
          {...input}
        />
      )}
    </Field>
  );
}
