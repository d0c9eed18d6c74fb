import type { ReactNode } from 'react';
import { useGetInvitationPreviewQuery } from '../../../api/invitationLinksApi';
import styles from './InvitationBanner.module.css';

export interface InvitationBannerProps {
  token: string;
  /** Below the invitation: what this page does with it ("Create your account with …"). */
  detail: (email: string) => ReactNode;
  /** What the page still offers once the invitation is gone ("You can still create an account."). */
  fallback: string;
}

/**
 * "Ada Lovelace invited you to join Kernel & Co" above an auth form reached from an invitation link, or, for
 * an expired, withdrawn or used one, that it is no longer valid and what the page still offers.
 */
export function InvitationBanner({ token, detail, fallback }: InvitationBannerProps) {
  const { data, isError } = useGetInvitationPreviewQuery(token);
  if (isError) {
    return (
      <div className={`${styles.banner} ${styles.invalid}`} role="status">
        <p className={styles.title}>This invitation is no longer valid.</p>
        <p className={styles.detail}>It may have expired, been withdrawn or already been used. {fallback}</p>
      </div>
    );
  }
  if (!data) return null;
  return (
    <div className={styles.banner} role="status">
      <p className={styles.title}>
        <strong>{data.inviter_name}</strong> invited you to join <strong>{data.team.name}</strong>
      </p>
      <p className={styles.detail}>{detail(data.email)}</p>
    </div>
  );
}
