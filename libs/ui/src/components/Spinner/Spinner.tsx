import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md';
  /** Announced to screen readers; ignored when decorative. */
  label?: string;
  /** Set when nearby text already says what is happening (for example inside a busy button). */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label = 'Loading...', decorative = false }: SpinnerProps) {
  const circle = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span role="status">
      {circle}
      <span className="dm-visually-hidden">{label}</span>
    </span>
  );
}
