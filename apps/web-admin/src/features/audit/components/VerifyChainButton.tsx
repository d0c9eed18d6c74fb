import type { AuditVerificationResponse } from '@deckmill/api-contracts';
import { Button } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { useLazyVerifyAuditChainQuery } from '../api/auditApi';
import styles from './AuditLog.module.css';

function verdict(result: AuditVerificationResponse): string {
  const broken = result.first_broken;
  if (result.ok || !broken) {
    return `Chain verified: ${result.entries} entries in ${result.chains} chains hold.`;
  }
  return `Broken link: ${broken.chain}, entry ${broken.seq} (${broken.entry_id}): ${broken.reason.replace(/_/g, ' ')}.`;
}

/** Recomputes every hash chain on the server and says whether it holds, or names the first broken link. */
export function VerifyChainButton() {
  const [verify, { data, error, isFetching }] = useLazyVerifyAuditChainQuery();
  return (
    <div className={styles.verify}>
      <Button variant="secondary" disabled={isFetching} onClick={() => void verify()}>
        {isFetching ? 'Verifying...' : 'Verify chain'}
      </Button>
      <p role="status" className={styles.verdict} data-tone={data ? (data.ok ? 'green' : 'red') : undefined}>
        {!isFetching && error ? `Could not verify: ${errorMessage(error)}` : null}
        {!isFetching && !error && data ? verdict(data) : null}
      </p>
    </div>
  );
}
