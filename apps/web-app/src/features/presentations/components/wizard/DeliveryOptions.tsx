import { Link } from 'react-router';
import { Checkbox, Field, fieldErrorMessages, SelectInput, TextInput } from '@deckmill/ui';
import { paths } from '../../../../config/paths';
import { useLocalMode } from '../../../../lib/useLocalMode';
import type { DeliveryPlan } from './useDelivery';
import type { DeliveryChange, DeliveryChoices } from './wizardState';
import styles from './DeliveryOptions.module.css';

export interface DeliveryOptionsProps {
  state: DeliveryChoices;
  onChange: (change: DeliveryChange) => void;
  /** Another column of addresses (the confirmation is asked again). */
  onColumn: (column: string) => void;
  /** null while the option is off. */
  plan: DeliveryPlan | null;
  headers: readonly string[];
  /** Paid plans only: on the free plan the option shows, switched off, with a link to upgrade. */
  allowed: boolean;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
}

function count(value: number, noun: string): string {
  return `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;
}

/** A column to show in the "{{column}}" hint: one other than the addresses, when there is one. */
function exampleField(headers: readonly string[], addressColumn: string): string {
  return headers.find((header) => header !== addressColumn) ?? headers[0] ?? 'name';
}

/**
 * Step 3's "E-mail each deck": the column of addresses, the templated subject and message, an
 * optional reply-to, how many decks will be mailed and how many have no address, and the confirmation of the
 * count, which is sent with the batch.
 */
export function DeliveryOptions(props: DeliveryOptionsProps) {
  const { state, onChange, onColumn, plan, headers, allowed, errors } = props;
  const column = plan?.column ?? '';
  const { mailed, withoutAddress } = plan?.recipients ?? { mailed: 0, withoutAddress: 0 };
  const fieldHint = `Use {{${exampleField(headers, column)}}} or any column: filled in for each row.`;
  const confirmErrors = fieldErrorMessages(errors['delivery_confirm_count']);
  // The desktop app (local mode) has no mail server and no plans: no delivery to offer or upgrade to.
  if (useLocalMode()) return null;
  return (
    <fieldset className={styles.delivery}>
      <legend className={styles.legend}>Delivery</legend>
      <Checkbox
        label="E-mail each deck"
        checked={allowed && state.enabled}
        disabled={!allowed}
        aria-describedby={allowed ? undefined : 'delivery-paid-only'}
        onChange={(event) => onChange({ enabled: event.target.checked })}
      />
      {!allowed && (
        <p id="delivery-paid-only" className={styles.muted}>
          Sending each deck to an address in your data is part of the paid plans.{' '}
          <Link to={paths.changeSubscription}>Upgrade</Link>
        </p>
      )}
      {allowed && state.enabled && plan && (
        <div className={styles.fields}>
          <SelectInput
            label="Send to the address in column"
            options={[
              { value: '', label: 'Choose a column' },
              ...headers.map((header) => ({ value: header, label: header })),
            ]}
            value={column}
            onChange={(event) => onColumn(event.target.value)}
            error={errors['deliver_to_column']}
          />
          <TextInput
            label="Subject"
            value={state.subject}
            onChange={(event) => onChange({ subject: event.target.value })}
            hint={fieldHint}
            maxLength={200}
            error={errors['delivery_subject']}
          />
          <Field label="Message" hint={fieldHint} error={errors['delivery_body']}>
            {(control) => (
              <textarea
                {...control}
                className={`${control.className} ${styles.message}`}
                rows={5}
                maxLength={5000}
                value={state.body}
                onChange={(event) => onChange({ body: event.target.value })}
              />
            )}
          </Field>
          <TextInput
            label="Reply-to"
            optional
            type="email"
            autoComplete="email"
            value={state.replyTo}
            onChange={(event) => onChange({ replyTo: event.target.value })}
            hint="Where answers go."
            error={errors['delivery_reply_to']}
          />
          <SelectInput
            label="Each e-mail carries"
            options={[
              { value: 'attachment', label: 'The deck, attached' },
              { value: 'link', label: 'Its personal link' },
              { value: 'both', label: 'The deck and its personal link' },
            ]}
            value={state.content}
            onChange={(event) => onChange({ content: event.target.value as DeliveryChoices['content'] })}
            hint="A personal link needs “Make a personal link for each deck” below."
            error={errors['delivery_content']}
          />
          {column && (
            <p className={styles.summary} role="status">
              {count(mailed, 'deck')} will be e-mailed.
              {withoutAddress > 0 &&
                ` ${count(withoutAddress, 'deck')} without a valid address in ${column}: made, not e-mailed.`}
            </p>
          )}
          {mailed > 0 && (
            <div className={styles.confirm}>
              <Checkbox
                label={`Send ${count(mailed, 'e-mail')}`}
                checked={plan.confirmed}
                onChange={(event) => onChange({ confirmed: event.target.checked ? plan.confirmation : null })}
                aria-invalid={confirmErrors.length > 0}
                aria-describedby={confirmErrors.length > 0 ? 'delivery-confirm-error' : undefined}
              />
              {confirmErrors.length > 0 && (
                <p id="delivery-confirm-error" className={styles.error}>
                  {confirmErrors.join(' ')}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
