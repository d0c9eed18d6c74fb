import { Module, type DynamicModule } from '@nestjs/common';
import { DeliveryModule } from './delivery/delivery.module';
import { MAIL_OPTIONS, type MailOptions } from './mail.options';

/** The product's mail sender: every service's `mail.send` jobs, rendered and delivered once each. */
@Module({ imports: [DeliveryModule] })
export class MailModule {
  /** The service with its options; global so every module of the service can inject MAIL_OPTIONS. */
  static forRoot(options: MailOptions): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [{ provide: MAIL_OPTIONS, useValue: options }],
      exports: [MAIL_OPTIONS],
    };
  }
}
