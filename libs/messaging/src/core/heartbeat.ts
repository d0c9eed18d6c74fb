import type { Handler } from '../ports';

/**
 * Calls `control.working()` every `everyMs` while the handler runs: for long work with no natural point to
 * report progress (a LibreOffice conversion), so the ack deadline does not pass while it is still busy.
 */
export function withHeartbeat<T>(handler: Handler<T>, everyMs: number): Handler<T> {
  return async (delivery, control) => {
    const heartbeat = setInterval(() => control.working(), everyMs);
    try {
      return await handler(delivery, control);
    } finally {
      clearInterval(heartbeat);
    }
  };
}
