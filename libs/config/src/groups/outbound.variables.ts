import { IsOptional } from 'class-validator';
import type { Constructor } from '../mixin';
import { IsHostPortList } from '../validators/is-host-port-list';
import { Variable } from '../variable.decorator';

/** Requests the server makes to user-supplied URLs (webhooks, images): see docs/outbound.md. */
export function WithOutbound<TBase extends Constructor>(Base: TBase) {
  class OutboundVariables extends Base {
    @Variable({
      description:
        'Comma list of host[:port] that outbound requests (webhooks, image URLs) may reach although they resolve to private or loopback addresses, and over plain http. Unset: public https only.',
    })
    @IsOptional()
    @IsHostPortList()
    OUTBOUND_ALLOW_HOSTS?: string;
  }
  return OutboundVariables;
}
