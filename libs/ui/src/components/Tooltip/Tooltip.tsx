import type { ReactElement } from 'react';
import { OverlayArrow, Tooltip as RacTooltip, TooltipTrigger } from 'react-aria-components';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** The words, usually the control's accessible name spelled out for sighted users. */
  content: string;
  /** A React Aria Button or Link (or anything wrapped in `Focusable`). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/**
 * A short label for an icon-only control, on React Aria's TooltipTrigger: it shows on hover (after a
 * short delay) and on keyboard focus, never on touch, and Escape hides it. It repeats the control's name:
 * keep the `aria-label` on the control, since a tooltip is not read on touch screens.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  return (
    <TooltipTrigger delay={500} closeDelay={100}>
      {children}
      <RacTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow className={styles.arrow}>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </RacTooltip>
    </TooltipTrigger>
  );
}
