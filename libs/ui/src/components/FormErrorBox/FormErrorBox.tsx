import styles from './FormErrorBox.module.css';

/** The red box above a form with the general (first) server error; renders nothing without one. */
export function FormErrorBox({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div className={styles.box} role="alert" data-tone="red">
      <p>{message}</p>
    </div>
  );
}
