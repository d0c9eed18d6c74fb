import { Events, type EventPayload } from '@deckmill/bus-contracts';
import type { DownloadLinkRecord } from '@deckmill/storage';

type Facts<K extends 'template.downloaded' | 'deck.downloaded'> = Omit<EventPayload<K>, 'occurredAt'>;

/** What a link's use records: always `via: 'signed_link'`, whatever the link says. */
export type LinkedDownload =
  | { event: 'template.downloaded'; facts: Facts<'template.downloaded'> }
  | { event: 'deck.downloaded'; facts: Facts<'deck.downloaded'> };

/**
 * The event a verified link records, its facts checked against the contract (a link minted by an older or newer
 * release may not fit). Undefined for anything but a template or deck download.
 */
export function linkedDownload(record: DownloadLinkRecord): LinkedDownload | undefined {
  const facts = { ...record.facts, via: 'signed_link' };
  if (record.event === 'template.downloaded') {
    const parsed = Events['template.downloaded'].schema.omit({ occurredAt: true }).safeParse(facts);
    return parsed.success ? { event: record.event, facts: parsed.data } : undefined;
  }
  if (record.event === 'deck.downloaded') {
    const parsed = Events['deck.downloaded'].schema.omit({ occurredAt: true }).safeParse(facts);
    return parsed.success ? { event: record.event, facts: parsed.data } : undefined;
  }
  return undefined;
}
