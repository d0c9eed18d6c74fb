import { Link } from 'react-router';
import { Card, CopyButton, PageSkeleton } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import type { TeamSsoView } from '@deckmill/api-contracts';
import { paths } from '../../../../config/paths';
import { useGetTeamSsoQuery } from '../../api/ssoApi';
import { RemoveSso } from './RemoveSso';
import { SsoDomainList } from './SsoDomainList';
import { SsoSettingsForm } from './SsoSettingsForm';
import styles from './TeamSso.module.css';

/** A team's Single sign-on tab (`?tab=sso`, docs/sso.md), for its admins: settings, domains, removal. */
export function TeamSsoSection({ teamId }: { teamId: string }) {
  const { data: view, error, isLoading } = useGetTeamSsoQuery(teamId);

  if (isLoading) return <PageSkeleton label="Loading single sign-on..." header={false} />;
  if (error || !view) {
    return (
      <Card title="Single sign-on">
        <p role="alert">Could not load the single sign-on settings. {errorMessage(error)}</p>
      </Card>
    );
  }
  if (!view.plan_allows) return <SsoPlanNotice teamId={teamId} configured={view.configured} />;
  return (
    <div className={styles.sections}>
      <Card title="Single sign-on">
        <p className={styles.intro}>
          Let your team sign in through your identity provider (OpenID Connect). People with an address on a
          verified domain can then use &ldquo;Sign in with SSO&rdquo;; their account is created on first
          sign-in and joins this team as a member.
        </p>
        <CallbackUrl url={view.callback_url} />
        {/* Keyed by the saved state, so the form starts again from what the server holds after a removal. */}
        <SsoSettingsForm key={`${view.configured}`} teamId={teamId} view={view} />
      </Card>
      {view.configured && <SsoDomainsCard teamId={teamId} view={view} />}
    </div>
  );
}

function CallbackUrl({ url }: { url: string }) {
  return (
    <div className={styles.callback}>
      <h3 className={styles.label}>Callback URL</h3>
      <p className={styles.note}>Register this redirect URI with your identity provider.</p>
      <div className={styles.copyRow}>
        <code className={styles.wrap}>{url}</code>
        <CopyButton value={url} label="Copy URL" />
      </div>
    </div>
  );
}

function SsoDomainsCard({ teamId, view }: { teamId: string; view: TeamSsoView }) {
  return (
    <>
      <Card title="Domain verification">
        <SsoDomainList teamId={teamId} domains={view.domains} />
      </Card>
      <Card title="Remove single sign-on" className={styles.danger}>
        <p>Turns SSO off for this team. Accounts and memberships stay as they are.</p>
        <RemoveSso teamId={teamId} />
      </Card>
    </>
  );
}

function SsoPlanNotice({ teamId, configured }: { teamId: string; configured: boolean }) {
  return (
    <Card title="Single sign-on">
      <p>
        Single sign-on through your identity provider (OpenID Connect) is part of the Enterprise plan. Upgrade
        to Enterprise to let your team sign in with SSO.
      </p>
      <p>
        <Link to={paths.subscription}>Compare plans on the subscription page</Link>
      </p>
      {configured && (
        <>
          <p className={styles.note}>SSO settings from an earlier plan are kept but not used.</p>
          <RemoveSso teamId={teamId} />
        </>
      )}
    </Card>
  );
}
