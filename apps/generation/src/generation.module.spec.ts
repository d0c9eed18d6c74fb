import { MODULE_METADATA } from '@nestjs/common/constants';
import type { DynamicModule, Type } from '@nestjs/common';
import { messageHandlerOf } from '@deckmill/messaging';
import { TEST_ROW_ENCRYPTION_KEYS } from '@deckmill/testing';
import { GenerationModule, type GenerationPart } from './generation.module';
import { RENDERS_CHUNKS } from './generation.options';

type ModuleRef = Type | DynamicModule;

/**
 * What a part of generation runs: its consumers (by durable name), its request/reply controllers and what starts
 * at bootstrap.
 */
interface PartShape {
  readonly consumers: string[];
  readonly controllers: string[];
  readonly startsAtBootstrap: string[];
}

/** Stands in for a handler's instance when its options are read from it: any property is this again. */
const anyInstance: object = new Proxy({}, { get: () => anyInstance });

const isDynamic = (ref: ModuleRef): ref is DynamicModule => typeof ref === 'object' && 'module' in ref;
const metadata = (target: Type, key: string): unknown[] =>
  (Reflect.getMetadata(key, target) as unknown[] | undefined) ?? [];

/** Walks the module graph as Nest would, from the part's root module, and lists what it would start. */
function shapeOf(part: GenerationPart): PartShape {
  const seen = new Set<unknown>();
  const providers = new Set<Type>();
  const controllers = new Set<Type>();
  const visit = (ref: ModuleRef): void => {
    if (seen.has(ref)) return;
    seen.add(ref);
    const type = isDynamic(ref) ? ref.module : ref;
    const imports = [...metadata(type, MODULE_METADATA.IMPORTS), ...((isDynamic(ref) && ref.imports) || [])];
    const declared = [
      ...metadata(type, MODULE_METADATA.PROVIDERS),
      ...((isDynamic(ref) && ref.providers) || []),
    ];
    for (const provider of declared) if (typeof provider === 'function') providers.add(provider as Type);
    for (const controller of metadata(type, MODULE_METADATA.CONTROLLERS)) controllers.add(controller as Type);
    for (const imported of imports) visit(imported as ModuleRef);
  };
  visit(GenerationModule.forRoot({ concurrency: 1, rowEncryptionKeys: TEST_ROW_ENCRYPTION_KEYS }, part));
  const consumers: string[] = [];
  const startsAtBootstrap: string[] = [];
  for (const provider of providers) {
    const prototype: object = provider.prototype as object;
    // Descriptors, not property reads: a getter would run against the bare prototype.
    const methods = Object.values(Object.getOwnPropertyDescriptors(prototype)).map(({ value }) => value);
    for (const method of methods) {
      const handler = messageHandlerOf(method);
      if (handler) consumers.push(handler.options(anyInstance).durable);
    }
    if (Object.hasOwn(prototype, 'onApplicationBootstrap')) startsAtBootstrap.push(provider.name);
  }
  return {
    consumers: consumers.sort(),
    controllers: [...controllers].map((controller) => controller.name).sort(),
    startsAtBootstrap: startsAtBootstrap.sort(),
  };
}

describe('generation in parts', () => {
  const all = shapeOf('all');
  const api = shapeOf('api');
  const worker = shapeOf('worker');

  it('gives the worker the chunk consumer alone: no request/reply, no sweep, only the outbox relay', () => {
    expect(worker.consumers).toEqual(['generation-render']);
    expect(worker.controllers).toEqual([]);
    expect(worker.startsAtBootstrap).toEqual(['OutboxRelayLifecycle']);
  });

  it('gives the API every request/reply controller, every other consumer and every sweep, and never renders', () => {
    expect(api.consumers).not.toContain('generation-render');
    expect(api.controllers).toEqual(all.controllers);
    expect(api.startsAtBootstrap).toEqual(all.startsAtBootstrap);
    expect(api.startsAtBootstrap).toEqual(
      expect.arrayContaining([
        'ResumeSweep',
        'ReservationSweep',
        'DeliverySweep',
        'RetentionSweep',
        'RenderBacklogWatch',
      ]),
    );
  });

  it('handles each of the nine consumers of the service in exactly one part', () => {
    const everyConsumer = [
      'generation-deck-conversion-failed-v2',
      'generation-deck-converted',
      'generation-deck-delivered',
      'generation-deck-delivery-failed',
      'generation-deck-viewed-notices',
      'generation-draw-ahead',
      'generation-finalize',
      'generation-render',
      'generation-user-deleted',
    ];
    expect(all.consumers).toEqual(everyConsumer);
    expect(api.consumers).toEqual(everyConsumer.filter((durable) => durable !== 'generation-render'));
    expect([...api.consumers, ...worker.consumers].sort()).toEqual(everyConsumer);
  });

  it('tells the parts that render chunks so (a new batch warms its template there), and the API it does not', () => {
    const told = (part: GenerationPart): unknown =>
      GenerationModule.forRoot(
        { concurrency: 1, rowEncryptionKeys: TEST_ROW_ENCRYPTION_KEYS },
        part,
      ).providers?.find((provider) => typeof provider === 'object' && provider.provide === RENDERS_CHUNKS);
    expect(told('all')).toEqual({ provide: RENDERS_CHUNKS, useValue: true });
    expect(told('worker')).toEqual({ provide: RENDERS_CHUNKS, useValue: true });
    expect(told('api')).toEqual({ provide: RENDERS_CHUNKS, useValue: false });
  });
});
