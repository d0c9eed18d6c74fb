import { Logger } from '@nestjs/common';

/** Nest's NATS client and server log each disconnect (as an error) and reconnect of their connections. */
const STATUS_LINE = /^Nats(Error|Status): type: "(disconnect|reconnect|reconnecting)"/;

function isStatusLine(message: unknown): boolean {
  return typeof message === 'string' && STATUS_LINE.test(message);
}

/**
 * The logger of Nest's NATS transports, their connection's status lines at debug: the process says once that
 * NATS went and came back (the bus's DependencyStateLog), not once per connection and at error.
 */
export class NatsStatusLogger extends Logger {
  override error(message: unknown, ...rest: unknown[]): void {
    if (isStatusLine(message)) super.debug(message);
    else super.error(message, ...(rest as string[]));
  }

  override log(message: unknown, ...rest: unknown[]): void {
    if (isStatusLine(message)) super.debug(message);
    else super.log(message, ...(rest as string[]));
  }
}
