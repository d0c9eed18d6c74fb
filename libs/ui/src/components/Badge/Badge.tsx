import type { ReactNode } from 'react';
import styles from './Badge.module.css';
import type { Tone } from './tone';

export interface BadgeProps {
  tone?: Tone;
  children: ReactNode;
}

export function Badge({ tone = 'grey', children }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
