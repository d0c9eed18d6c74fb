import { useId, useState, type FormEvent } from 'react';
import { Checkbox, Field, FormErrorBox, SubmitButton, TextInput, useRecentlySuccessful } from '@deckmill/ui';
import { errorMessage, fieldErrors, useFlash } from '@deckmill/web-data';
import type { TeamSsoView } from '@deckmill/api-contracts';
import { usePutTeamSsoMutation } from '../../api/ssoApi';
import { domainErrors, hasFieldError, parseDomains } from './ssoFormFields';
import styles from './TeamSso.module.css';

/** The provider settings (PUT): issuer, client, write-only secret, email domains and enforcement. */
export function SsoSettingsForm({ teamId, view }: { teamId: string; view: TeamSsoView }) {
  const [issuerUrl, setIssuerUrl] = useState(view.issuer_url ?? '');
  const [clientId, setClientId] = useState(view.client_id ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domainsText, setDomainsText] = useState(view.domains.map((entry) => entry.domain).join('\n'));
  const [enforced, setEnforced] = useState(view.enforced);
  const [sent, setSent] = useState<string[]>([]);
  const [save, { isLoading, error }] = usePutTeamSsoMutation();
  const saved = useRecentlySuccessful();
  const { show } = useFlash();
  const enforcedNoteId = useId();
  const errors = fieldErrors(error);
  const domainMessages = domainErrors(errors, sent);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const domains = parseDomains(domainsText);
    setSent(domains);
    const body = {
      issuer_url: issuerUrl.trim(),
      client_id: clientId.trim(),
      // Blank keeps the stored secret: it is never sent back to the browser, so nothing to resend.
      ...(clientSecret === '' ? {} : { client_secret: clientSecret }),
      domains,
      enforced,
    };
    const result = await save({ id: teamId, body });
    if ('error' in result) return;
    setClientSecret('');
    setDomainsText(domains.join('\n'));
    // The first save remounts the form (its key is the configured state), so it is said page-wide.
    if (view.configured) saved.markSuccess();
    else show('notice', 'Single sign-on was set up. Publish the TXT records below to verify your domains.');
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormErrorBox message={hasFieldError(errors, domainMessages) ? undefined : errorMessage(error)} />
      <TextInput
        label="Issuer URL"
        name="issuer_url"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://login.example.com"
        hint="Your identity provider's OpenID Connect issuer; Deckmill reads its discovery document."
        required
        value={issuerUrl}
        onChange={(event) => setIssuerUrl(event.target.value)}
        error={errors['issuer_url']}
      />
      <TextInput
        label="Client ID"
        name="client_id"
        autoComplete="off"
        required
        value={clientId}
        onChange={(event) => setClientId(event.target.value)}
        error={errors['client_id']}
      />
      <TextInput
        label="Client secret"
        name="client_secret"
        type="password"
        autoComplete="new-password"
        required={!view.has_client_secret}
        placeholder={view.has_client_secret ? 'stored; leave blank to keep' : undefined}
        hint={
          view.has_client_secret
            ? 'A secret is stored (encrypted) and never shown. Type a new one only to replace it.'
            : 'Stored encrypted and never shown again.'
        }
        value={clientSecret}
        onChange={(event) => setClientSecret(event.target.value)}
        error={errors['client_secret']}
      />
      <Field
        label="Email domains"
        hint="One per line, for example acme.com. People with these addresses can sign in with SSO once the domain is verified."
        error={domainMessages.length > 0 ? domainMessages : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            name="domains"
            className={`${control.className} ${styles.domains}`}
            rows={3}
            spellCheck={false}
            autoCapitalize="none"
            value={domainsText}
            onChange={(event) => setDomainsText(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Checkbox
          label="Require SSO for these domains"
          name="enforced"
          checked={enforced}
          onChange={(event) => setEnforced(event.target.checked)}
          aria-describedby={enforcedNoteId}
        />
        <p id={enforcedNoteId} className={styles.note}>
          Password sign-in is refused for addresses on the verified domains; they sign in with SSO.
        </p>
        {errors['enforced']?.map((message) => (
          <p key={message} className={styles.fieldError} data-tone="red">
            {message}
          </p>
        ))}
      </div>
      <div className={styles.actions}>
        {saved.recentlySuccessful && <span role="status">Saved.</span>}
        <SubmitButton busy={isLoading} busyLabel="Saving...">
          {view.configured ? 'Save SSO settings' : 'Set up SSO'}
        </SubmitButton>
      </div>
    </form>
  );
}
