import { useId, type InputHTMLAttributes } from 'react';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
}

export function Checkbox({ label, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.checkboxRow}>
      <input type="checkbox" id={id} {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
