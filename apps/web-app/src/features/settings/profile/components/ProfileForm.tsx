import { useState, type FormEvent } from 'react';
import type { ProfileResponse } from '@deckmill/api-contracts';
import { FormErrorBox, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors, useFlash } from '@deckmill/web-data';
import { useUpdateProfileMutation } from '../api/profileApi';
import styles from './ProfileForm.module.css';

type Profile = ProfileResponse['profile'];

/** Name, company and email; a new email asks for the current password and is confirmed by mail first. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [name, setName] = useState(profile.name);
  const [company, setCompany] = useState(profile.company ?? '');
  const [email, setEmail] = useState(profile.unconfirmed_email ?? profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [updateProfile, { isLoading, error }] = useUpdateProfileMutation();
  const { show } = useFlash();
  const errors = fieldErrors(error);
  const emailChanges = email.trim().toLowerCase() !== (profile.unconfirmed_email ?? profile.email);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await updateProfile({
      name,
      company,
      email,
      ...(emailChanges ? { current_password: currentPassword } : {}),
    })
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    setCurrentPassword('');
    const pending = saved.profile.unconfirmed_email;
    show(
      'notice',
      pending && emailChanges
        ? `Profile updated. Check ${pending} for a link to confirm your new email address.`
        : 'Profile updated.',
    );
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <FormErrorBox message={errorMessage(error)} />
      <TextInput
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors['name']}
      />
      <TextInput
        label="Company"
        name="company"
        autoComplete="organization"
        optional
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        error={errors['company']}
      />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors['email']}
        hint={
          profile.unconfirmed_email
            ? `Waiting for confirmation of ${profile.unconfirmed_email}; you still sign in with ${profile.email}.`
            : undefined
        }
      />
      {emailChanges && (
        <TextInput
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          hint="Needed to change your email address."
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors['current_password']}
        />
      )}
      <div className={styles.actions}>
        <SubmitButton busy={isLoading} busyLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
