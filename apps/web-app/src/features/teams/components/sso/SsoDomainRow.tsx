import { useState } from 'react';
import { Badge, Button, CopyButton, Spinner } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import type { SsoDomainView } from '@deckmill/api-contracts';
import { useVerifySsoDomainMutation } from '../../api/ssoApi';
import styles from './TeamSso.module.css';

const VERIFIED_BY = { dns: 'Verified by DNS', operator: 'Verified by Deckmill' } as const;

/** One domain: its state, the TXT record to publish and "Verify" (a DNS lookup on the server). */
export function SsoDomainRow({ teamId, domain }: { teamId: string; domain: SsoDomainView }) {
  const [verify, { isLoading, error }] = useVerifySsoDomainMutation();
  const [notFound, setNotFound] = useState(false);

  async function check() {
    setNotFound(false);
    const result = await verify({ id: teamId, domain: domain.domain });
    // A check that answers without error but leaves the domain unverified found no matching record.
    if ('data' in result && result.data) {
      const after = result.data.domains.find((entry) => entry.domain === domain.domain);
      setNotFound(after !== undefined && !after.verified);
    }
  }

  return (
    <li className={styles.domain}>
      <div className={styles.domainHead}>
        <strong className={styles.wrap}>{domain.domain}</strong>
        {domain.verified ? (
          <Badge tone="green">{domain.verified_by ? VERIFIED_BY[domain.verified_by] : 'Verified'}</Badge>
        ) : (
          <Badge tone="amber">Not verified</Badge>
        )}
      </div>
      {!domain.verified && (
        <>
          <p className={styles.note}>
            Publish this DNS TXT record for the domain, then verify it. Until then nobody can sign in with SSO
            using this domain.
          </p>
          <dl className={styles.record}>
            <dt>Name</dt>
            <dd>
              <code className={styles.wrap}>{domain.txt_record_name}</code>
              <CopyButton value={domain.txt_record_name} label="Copy name" />
            </dd>
            <dt>Value</dt>
            <dd>
              <code className={styles.wrap}>{domain.txt_record_value}</code>
              <CopyButton value={domain.txt_record_value} label="Copy value" />
            </dd>
          </dl>
          <div className={styles.verify}>
            <Button
              variant="secondary"
              disabled={isLoading}
              aria-busy={isLoading}
              onClick={() => void check()}
            >
              {isLoading && <Spinner size="sm" decorative />}
              Verify<span className="dm-visually-hidden"> {domain.domain}</span>
            </Button>
            <span role="status">
              {notFound &&
                'No matching TXT record was found yet. DNS changes can take a while to appear; try again later.'}
            </span>
          </div>
          {error && (
            <p role="alert" className={styles.fieldError} data-tone="red">
              {errorMessage(error)}
            </p>
          )}
        </>
      )}
    </li>
  );
}
