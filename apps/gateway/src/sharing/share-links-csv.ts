import type { ShareLinkView } from '@deckmill/api-contracts';
import { csvLine } from '../csv-export';

const HEADER = ['row', 'file_name', 'email', 'url', 'state', 'access', 'gate', 'expires_at'] as const;

/** The links of a batch, one row each, for a mail merge in the customer's own CRM (formulas neutralised). */
export function shareLinksCsv(links: readonly ShareLinkView[]): string {
  return [
    csvLine(HEADER, 'needed'),
    ...links.map((link) =>
      csvLine(
        [link.row, link.file_name, link.email, link.url, link.state, link.access, link.gate, link.expires_at],
        'needed',
      ),
    ),
  ].join('');
}
