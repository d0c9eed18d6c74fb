import type { SsoDomainView } from '@deckmill/api-contracts';
import { SsoDomainRow } from './SsoDomainRow';
import styles from './TeamSso.module.css';

/** The saved domains, each with its verification state and, until verified, the TXT record to publish. */
export function SsoDomainList({ teamId, domains }: { teamId: string; domains: readonly SsoDomainView[] }) {
  if (domains.length === 0) return <p className={styles.note}>No email domains yet.</p>;
  return (
    <ul className={styles.domainList} aria-label="Domains">
      {domains.map((domain) => (
        <SsoDomainRow key={domain.domain} teamId={teamId} domain={domain} />
      ))}
    </ul>
  );
}
