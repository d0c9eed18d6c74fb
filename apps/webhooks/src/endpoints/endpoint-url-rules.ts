import { Inject, Injectable } from '@nestjs/common';
import { OutboundPolicy, systemResolver, type HostResolver } from '@deckmill/outbound';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../webhooks.options';
import { checkedEndpoint, refuseInternalAddress } from './endpoint-url';

/** An endpoint URL as create and update accept it: well-formed, and not pointing inside the network. */
@Injectable()
export class EndpointUrlRules {
  private readonly resolver: HostResolver;

  constructor(
    private readonly policy: OutboundPolicy,
    @Inject(WEBHOOKS_OPTIONS) options: WebhooksOptions,
  ) {
    this.resolver = options.resolveHost ?? systemResolver;
  }

  async checked(raw: string): Promise<string> {
    const endpoint = checkedEndpoint(raw, this.policy);
    await refuseInternalAddress(endpoint, this.policy, this.resolver);
    return endpoint;
  }
}
