import type { ChangeEvent } from 'react';
import styles from './ContactForm.module.css';

export interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A field people never see or reach, which form-filling bots tend to complete. It is sent as `website`
 * and the server quietly discards messages that fill it.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
