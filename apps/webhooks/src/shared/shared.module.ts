import { Module } from '@nestjs/common';
import { OutboundPolicy } from '@deckmill/outbound';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../webhooks.options';
import { Clock } from './clock';
import { SecretBox } from './secret-box';

/** What every domain of the service uses: time, the secrets' encryption and the outbound policy. */
@Module({
  providers: [
    Clock,
    SecretBox,
    {
      provide: OutboundPolicy,
      useFactory: (options: WebhooksOptions) => OutboundPolicy.fromAllowList(options.outboundAllowHosts),
      inject: [WEBHOOKS_OPTIONS],
    },
  ],
  exports: [Clock, SecretBox, OutboundPolicy],
})
export class WebhooksSharedModule {}
