import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Class names for anything that should look like a button (for example a router Link). */
export function buttonClassName({ variant = 'primary', size = 'md', className }: ButtonLook = {}): string {
  return [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
}
