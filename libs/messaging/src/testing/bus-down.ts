import type { MessageBus } from '../ports';

/** `bus` as a process sees it while NATS is unreachable: every publish and enqueue rejects, the rest works. */
export function busDown(bus: MessageBus): MessageBus {
  return new Proxy(bus, {
    get: (target, name): unknown =>
      name === 'publishEvent' || name === 'enqueueJob'
        ? () => Promise.reject(new Error('NATS unreachable'))
        : Reflect.get(target, name, target),
  });
}
