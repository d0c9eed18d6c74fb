import type { Constructor } from '../mixin';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { Variable } from '../variable.decorator';

/** The NATS server that carries request/reply calls, events and jobs between services. */
export function WithNats<TBase extends Constructor>(Base: TBase) {
  class NatsVariables extends Base {
    @Variable({
      description: 'NATS server URL with JetStream enabled, e.g. nats://nats:4222.',
      sensitive: true,
    })
    @IsUrlWithScheme(['nats', 'tls'])
    NATS_URL!: string;
  }
  return NatsVariables;
}
