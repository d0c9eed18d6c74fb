import type { BulkCreateFields } from '@deckmill/api-contracts';
import type { RpcRequest } from '@deckmill/bus-contracts';

type Sharing = NonNullable<RpcRequest<'generation.create-batch'>['sharing']>;

/** bulk_create's `share_*` fields as generation's sharing settings; none sent: the plan's default. */
export function sharingOf(fields: BulkCreateFields): { sharing?: Sharing } {
  const sharing: Sharing = {
    ...(fields.share_links === undefined ? {} : { enabled: fields.share_links === 'true' }),
    ...(fields.share_expires_at ? { expiresAt: fields.share_expires_at } : {}),
    ...(fields.share_access ? { access: fields.share_access } : {}),
    ...(fields.share_gate ? { gate: fields.share_gate } : {}),
    ...(fields.share_gate_column ? { gateColumn: fields.share_gate_column } : {}),
    ...(fields.share_notify_email === undefined
      ? {}
      : { notifyByEmail: fields.share_notify_email === 'true' }),
    ...(fields.share_key_column ? { keyColumn: fields.share_key_column } : {}),
    ...(fields.share_draw_ahead === undefined ? {} : { drawAhead: fields.share_draw_ahead === 'true' }),
  };
  return Object.keys(sharing).length === 0 ? {} : { sharing };
}
