import { useState, type FormEvent } from 'react';
import type { WebhookEventType, WebhookWithSecretResponse } from '@deckmill/api-contracts';
import { Checkbox, FormErrorBox, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import { useCreateWebhookMutation } from '../api/webhooksApi';
import { DEFAULT_EVENTS, EVENT_LABELS, EVENT_TYPES } from './eventTypes';
import styles from './Webhooks.module.css';

/**
 * Adds an endpoint: its https URL, a description and the events it wants, for the user's own batches or, with
 * `teamId`, a team's; answers the secret to the page.
 */
export function NewWebhookForm({
  teamId,
  onCreated,
}: {
  teamId?: number;
  onCreated: (created: WebhookWithSecretResponse) => void;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(DEFAULT_EVENTS);
  const [create, { isLoading, error }] = useCreateWebhookMutation();
  const errors = fieldErrors(error);

  function toggle(type: WebhookEventType, checked: boolean) {
    setEvents((current) => (checked ? [...current, type] : current.filter((event) => event !== type)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const created = await create({
      url,
      description,
      events,
      ...(teamId === undefined ? {} : { team_id: teamId }),
    })
      .unwrap()
      .catch(() => null);
    if (!created) return;
    setUrl('');
    setDescription('');
    setEvents(DEFAULT_EVENTS);
    onCreated(created);
  }

  const fieldError = errors['url'] ?? errors['events'] ?? errors['description'];
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add endpoint">
      <FormErrorBox message={fieldError ? undefined : errorMessage(error)} />
      <TextInput
        label="Endpoint URL"
        name="url"
        type="url"
        required
        placeholder="https://example.com/deckmill"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors['url']}
      />
      <TextInput
        label="Description (optional)"
        name="description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors['description']}
      />
      <fieldset className={styles.events}>
        <legend>Events</legend>
        {EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={EVENT_LABELS[type]}
            name="events"
            value={type}
            checked={events.includes(type)}
            onChange={(event) => toggle(type, event.target.checked)}
          />
        ))}
        {errors['events'] && (
          <p className={styles.note} role="alert">
            {errors['events'].join(' ')}
          </p>
        )}
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton busy={isLoading} busyLabel="Adding...">
          Add endpoint
        </SubmitButton>
      </div>
    </form>
  );
}
