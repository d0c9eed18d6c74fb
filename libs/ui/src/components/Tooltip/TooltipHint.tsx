import type { ReactNode } from 'react';
import { Focusable } from 'react-aria-components';
import { Tooltip } from './Tooltip';
import styles from './Tooltip.module.css';

export interface TooltipHintProps {
  /** The explanation: shown on hover and keyboard focus, and read as the target's description. */
  content: string;
  /** What the hint explains: static content (a badge), made a tab stop so keyboard users reach it. */
  children: ReactNode;
  className?: string;
}

/**
 * A Tooltip on static content (a `title=` is never shown on keyboard focus or touch): the content becomes a
 * focusable target described by the tooltip, so a screen reader reads the hint with it.
 */
export function TooltipHint({ content, children, className }: TooltipHintProps) {
  return (
    <Tooltip content={content}>
      <Focusable>
        {/* Reached by Tab so the hint shows on focus; it acts on nothing. */}
        <span tabIndex={0} className={[styles.hint, className].filter(Boolean).join(' ')}>
          {children}
        </span>
      </Focusable>
    </Tooltip>
  );
}
