import { Field, Flash, FormErrorBox, SelectInput, SubmitButton, TextInput } from '@deckmill/ui';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_TOPICS,
  contactPayload,
  EMPTY_CONTACT,
  hasErrors,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contactForm';
import { HoneypotField } from './HoneypotField';
import { submitContact } from './submitContact';
import styles from './ContactForm.module.css';

const TOPIC_OPTIONS = [{ value: '', label: 'Choose a topic' }, ...CONTACT_TOPICS];

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const update =
    (field: keyof ContactValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    setGeneral(null);
    const clientErrors = validateContact(values);
    setErrors(clientErrors);
    if (hasErrors(clientErrors)) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const result = await submitContact(contactPayload(values));
    setBusy(false);
    if (result.ok) {
      setValues(EMPTY_CONTACT);
      setSent(true);
      return;
    }
    setErrors(result.fields);
    setGeneral(result.general);
    focusFirstInvalid();
  };

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={onSubmit} aria-label="Contact form">
      {sent && (
        <Flash
          kind="success"
          message="Thank you! Your message is on its way to our team, and we will reply by email within one business day."
        />
      )}
      <FormErrorBox message={general} />
      <div className={styles.row}>
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextInput
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
      </div>
      <div className={styles.row}>
        <TextInput
          label="Company"
          name="company"
          autoComplete="organization"
          optional
          value={values.company}
          onChange={update('company')}
          error={errors.company}
        />
        <SelectInput
          label="Topic"
          name="topic"
          required
          options={TOPIC_OPTIONS}
          value={values.topic}
          onChange={update('topic')}
          error={errors.topic}
        />
      </div>
      <Field
        label="Message"
        error={errors.message}
        hint="Tell us about your team and the decks you make today."
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={update('message')}
          />
        )}
      </Field>
      <HoneypotField value={values.website} onChange={update('website')} />
      <SubmitButton busy={busy} busyLabel="Sending...">
        Send message
      </SubmitButton>
    </form>
  );
}
