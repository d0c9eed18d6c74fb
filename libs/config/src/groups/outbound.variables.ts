import { IsOptional } from 'class-validator';
import type { Constructor } from '../mixin';
import { IsHostPortList } from '../validators/is-host-port-list';
import { IsPemCertificateFile } from '../validators/is-pem-certificate-file';
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

    @Variable({
      description:
        'Path of a PEM file of CA certificates that outbound https requests trust besides the public roots (an intranet CA, a self-signed test receiver). Verification stays on.',
    })
    @IsOptional()
    @IsPemCertificateFile()
    OUTBOUND_CA_FILE?: string;
  }
  return OutboundVariables;
}
