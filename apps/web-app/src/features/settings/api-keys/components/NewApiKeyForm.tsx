import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { API_KEY_SCOPES, type ApiKeyResponse, type ApiKeyScope } from '@deckmill/api-contracts';
import { buttonClassName, Checkbox, CopyButton, FormErrorBox, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import { paths } from '../../../../config/paths';
import { useCreateApiKeyMutation } from '../api/apiKeysApi';
import styles from './NewApiKeyForm.module.css';
import { SCOPE_LABELS } from './scope-labels';

/** The key name and what it may do (every scope by default), then the new key itself, shown this once. */
export function NewApiKeyForm() {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...API_KEY_SCOPES]);
  const [created, setCreated] = useState<ApiKeyResponse | null>(null);
  const [createKey, { isLoading, error }] = useCreateApiKeyMutation();
  const errors = fieldErrors(error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await createKey({ name, scopes })
      .unwrap()
      .catch(() => null);
    if (answer) setCreated(answer.api_key);
  }

  function toggle(scope: ApiKeyScope, on: boolean) {
    setScopes((current) => API_KEY_SCOPES.filter((s) => (s === scope ? on : current.includes(s))));
  }

  if (created?.token) {
    return (
      <div className={styles.form}>
        <p role="status" data-tone="green" className={styles.created}>
          API key “{created.name}” was created. Copy it now: it is shown only this once.
        </p>
        <TextInput
          label="Your API key"
          name="token"
          readOnly
          monospace
          value={created.token}
          onFocus={(e) => e.target.select()}
        />
        <div>
          <CopyButton value={created.token} label="Copy API key" />
        </div>
        <p className={styles.note}>
          Send it as <code>Authorization: Bearer &lt;key&gt;</code>. Store it somewhere safe; if you lose it,
          revoke it and create a new one.
        </p>
        <div className={styles.actions}>
          <Link to={paths.apiKeys} className={buttonClassName()}>
            Done
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <FormErrorBox message={errors['name'] || errors['scopes'] ? undefined : errorMessage(error)} />
      <TextInput
        label="Key name"
        name="name"
        required
        autoFocus
        placeholder="e.g., CRM integration"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors['name']}
      />
      <fieldset className={styles.scopes}>
        <legend>Scopes</legend>
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            label={SCOPE_LABELS[scope]}
            name="scopes"
            value={scope}
            checked={scopes.includes(scope)}
            onChange={(event) => toggle(scope, event.target.checked)}
          />
        ))}
        {errors['scopes'] && (
          <p className={styles.note} role="alert">
            {errors['scopes'].join(' ')}
          </p>
        )}
        <p className={styles.note}>
          Scopes limit the key in API v1. The older API (<code>/api/app</code>) takes only keys with every
          scope.
        </p>
      </fieldset>
      <p className={styles.note}>The key is shown once after creation. Copy it then and keep it secret.</p>
      <div className={styles.actions}>
        <Link to={paths.apiKeys} className={buttonClassName({ variant: 'secondary' })}>
          Cancel
        </Link>
        <SubmitButton busy={isLoading} busyLabel="Creating...">
          Create API Key
        </SubmitButton>
      </div>
    </form>
  );
}
