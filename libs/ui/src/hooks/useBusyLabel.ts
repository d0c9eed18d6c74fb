/** The label a submit button shows: the busy text (for example 'Saving...') while a request runs. */
export function useBusyLabel(busy: boolean, idleLabel: string, busyLabel: string): string {
  return busy ? busyLabel : idleLabel;
}
