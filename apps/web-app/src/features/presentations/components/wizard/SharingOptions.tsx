import { Checkbox, SelectInput, TextInput } from '@deckmill/ui';
import { useLocalMode } from '../../../../lib/useLocalMode';
import { sharingOn, type SharingChoices } from './sharingChoices';
import styles from './DeliveryOptions.module.css';

export interface SharingOptionsProps {
  choices: SharingChoices;
  onChange: (change: Partial<SharingChoices>) => void;
  headers: readonly string[];
  /** Paid plans have links by default. */
  paid: boolean;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
}

/** Step 3's "Personal links": a link per deck that opens it in the browser, and the links' defaults. */
export function SharingOptions({ choices, onChange, headers, paid, errors }: SharingOptionsProps) {
  const on = sharingOn(choices, paid);
  // The desktop app (local mode) has no mail server: no notice by e-mail to offer.
  const local = useLocalMode();
  return (
    <fieldset className={styles.delivery}>
      <legend className={styles.legend}>Personal links</legend>
      <Checkbox
        label="Make a personal link for each deck"
        checked={on}
        onChange={(event) => onChange({ enabled: event.target.checked })}
      />
      {on && (
        <div className={styles.fields}>
          <SelectInput
            label="Viewers may"
            options={[
              { value: 'view_only', label: 'View the slides only' },
              { value: 'allow_download', label: 'View and download (PPTX, PDF)' },
            ]}
            value={choices.access}
            onChange={(event) => onChange({ access: event.target.value as SharingChoices['access'] })}
            error={errors['share_access']}
          />
          <SelectInput
            label="Before opening"
            options={[
              { value: 'none', label: 'Nothing: the link opens the deck' },
              { value: 'email', label: 'The viewer types an e-mail address' },
              { value: 'email_match', label: 'The viewer types the address of their row' },
            ]}
            value={choices.gate}
            onChange={(event) => onChange({ gate: event.target.value as SharingChoices['gate'] })}
            error={errors['share_gate']}
          />
          <SelectInput
            label="E-mail address column"
            options={[
              { value: '', label: 'None' },
              ...headers.map((header) => ({ value: header, label: header })),
            ]}
            value={choices.gateColumn}
            onChange={(event) => onChange({ gateColumn: event.target.value })}
            hint="Listed with each link in the CSV export; required when viewers must type their row's address."
            error={errors['share_gate_column']}
          />
          <TextInput
            label="Links expire on"
            optional
            type="date"
            value={choices.expiresOn}
            onChange={(event) => onChange({ expiresOn: event.target.value })}
            error={errors['share_expires_at']}
          />
          <SelectInput
            label="Keep links up to date when you run this again: match rows by"
            options={[
              { value: '', label: 'None: each link keeps its deck' },
              ...headers.map((header) => ({ value: header, label: header })),
            ]}
            value={choices.keyColumn}
            onChange={(event) => onChange({ keyColumn: event.target.value })}
            hint="A link then opens the newest deck made for the row with the same value (a customer ID, say)."
            error={errors['share_key_column']}
          />
          <Checkbox
            label="Prepare the viewer’s slides as decks are made"
            checked={choices.drawAhead}
            onChange={(event) => onChange({ drawAhead: event.target.checked })}
          />
          {!local && (
            <Checkbox
              label="E-mail me when a deck is viewed"
              checked={choices.notifyByEmail}
              onChange={(event) => onChange({ notifyByEmail: event.target.checked })}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
