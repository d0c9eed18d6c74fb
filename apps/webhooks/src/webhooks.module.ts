import { Module, type DynamicModule } from '@nestjs/common';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { EndpointsModule } from './endpoints/endpoints.module';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from './webhooks.options';

/** The webhooks service: customers' endpoints, and signed deliveries of batch events to them. */
@Module({ imports: [EndpointsModule, DeliveriesModule] })
export class WebhooksModule {
  /** The service with its options; global so every module of the service can inject WEBHOOKS_OPTIONS. */
  static forRoot(options: WebhooksOptions): DynamicModule {
    return {
      module: WebhooksModule,
      global: true,
      providers: [{ provide: WEBHOOKS_OPTIONS, useValue: options }],
      exports: [WEBHOOKS_OPTIONS],
    };
  }
}
