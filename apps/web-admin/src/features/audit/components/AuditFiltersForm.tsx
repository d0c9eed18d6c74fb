import { useState, type FormEvent } from 'react';
import { ACTIVITY_ACTION_NAMES } from '@deckmill/api-contracts';
import { Button, SelectInput, TextInput } from '@deckmill/ui';
import type { AuditFilters } from '../api/auditQuery';
import styles from './AuditLog.module.css';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...ACTIVITY_ACTION_NAMES.map((action) => ({ value: action, label: action })),
];

export interface AuditFiltersFormProps {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/** Actor (user id or email), action, team id and a date range; applied together with Filter. */
export function AuditFiltersForm({ filters, onApply }: AuditFiltersFormProps) {
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filter the audit log">
      <TextInput label="Actor" hint="User id or email" value={draft.actor} onChange={set('actor')} />
      <SelectInput label="Action" options={ACTION_OPTIONS} value={draft.action} onChange={set('action')} />
      <TextInput label="Team" hint="Team id" inputMode="numeric" value={draft.team} onChange={set('team')} />
      <TextInput label="From" type="date" value={draft.from} onChange={set('from')} />
      <TextInput label="To" hint="Included" type="date" value={draft.to} onChange={set('to')} />
      <div className={styles.filterActions}>
        <Button type="submit">Filter</Button>
      </div>
    </form>
  );
}
