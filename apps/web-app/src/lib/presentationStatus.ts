/** A batch still being generated (pending or processing): its page polls and its ZIP is not final yet. */
export function isRunning(status: string): boolean {
  return status === 'pending' || status === 'processing';
}
