import { useState, type FormEvent } from 'react';
import { Checkbox, FormErrorBox, SelectInput, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import type { AdminUserDetail } from '../../../shared/adminTypes';
import { TIER_OPTIONS } from '../../../shared/tiers';
import { useUpdateAdminUserMutation } from '../api/usersApi';
import styles from './UserDetail.module.css';

export interface EditUserFormProps {
  user: AdminUserDetail;
  onSaved: () => void;
}

/** Name, Subscription Tier and Admin access; 'Save changes' ('Saving...' while busy). */
export function EditUserForm({ user, onSaved }: EditUserFormProps) {
  const [name, setName] = useState(user.name ?? '');
  const [tier, setTier] = useState(user.subscriptionTier);
  const [admin, setAdmin] = useState(user.admin);
  const [update, { isLoading, error }] = useUpdateAdminUserMutation();
  const errors = fieldErrors(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await update({ id: user.id, changes: { name, subscription_tier: tier, admin } });
    if (!('error' in result)) onSaved();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormErrorBox message={errorMessage(error)} />
      <TextInput
        label="Name"
        value={name}
        error={errors['name']}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectInput
        label="Subscription Tier"
        options={TIER_OPTIONS}
        value={tier}
        error={errors['subscription_tier']}
        onChange={(event) =>
          setTier(TIER_OPTIONS.find((option) => option.value === event.target.value)?.value ?? tier)
        }
      />
      <div>
        <Checkbox label="Admin access" checked={admin} onChange={(event) => setAdmin(event.target.checked)} />
        {errors['admin']?.map((message) => (
          <p key={message} className={styles.fieldError}>
            {message}
          </p>
        ))}
      </div>
      <div>
        <SubmitButton busy={isLoading} busyLabel="Saving...">
          Save changes
        </SubmitButton>
      </div>
    </form>
  );
}
