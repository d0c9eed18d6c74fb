import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

/** One message or the list a server returned for a field key. */
export type FieldError = string | readonly string[] | undefined;

/** Props a Field hands to its control so label, hint and error are wired for assistive technology. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  /** Use a caller's id for the control (for example to point a label elsewhere at it). */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function fieldErrorMessages(error: FieldError): readonly string[] {
  if (error === undefined) return [];
  return typeof error === 'string' ? [error] : error;
}

/** Label, control, hint and inline red error messages for one form field. */
export function Field({ label, error, hint, optional = false, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const messages = fieldErrorMessages(error);
  const describedBy = [hint ? hintId : undefined, messages.length > 0 ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children({
        id: controlId,
        className: styles.control,
        'aria-invalid': messages.length > 0,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {messages.length > 0 && (
        <div id={errorId}>
          {messages.map((message) => (
            <p key={message} className={styles.error} data-tone="red">
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
