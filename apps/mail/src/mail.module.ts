import { Module } from '@nestjs/common';
import { DeliveryModule } from './delivery/delivery.module';

/** The product's mail sender: every service's `mail.send` jobs, rendered and delivered once each. */
@Module({ imports: [DeliveryModule] })
export class MailModule {}
