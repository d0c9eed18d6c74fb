import { Button, type ButtonProps } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { useBusyLabel } from '../../hooks/useBusyLabel';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  busy: boolean;
  /** The idle label, for example 'Save Changes'. */
  children: string;
  /** Shown while busy, for example 'Saving...' or 'Signing in...'. */
  busyLabel: string;
}

/** A submit button that is disabled and relabelled while its form's request is in flight. */
export function SubmitButton({ busy, busyLabel, children, disabled, ...rest }: SubmitButtonProps) {
  const label = useBusyLabel(busy, children, busyLabel);
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy} {...rest}>
      {busy && <Spinner size="sm" decorative />}
      {label}
    </Button>
  );
}
