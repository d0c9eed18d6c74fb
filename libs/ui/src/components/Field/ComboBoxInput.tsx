import { useMemo, useState, type ReactNode } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { Field, type FieldError } from './Field';
import styles from './ComboBoxInput.module.css';

export interface ComboBoxOption {
  value: string;
  label: string;
  /** A muted aside after the label, such as a sample value. */
  detail?: string;
}

export interface ComboBoxInputProps {
  label: string;
  /** In the order the list shows them before anything is typed (best first). */
  options: readonly ComboBoxOption[];
  value: string;
  onChange: (value: string) => void;
  /** The options left for typed text, in order; by default those whose label contains it. */
  filter?: (typed: string, options: readonly ComboBoxOption[]) => readonly ComboBoxOption[];
  placeholder?: string;
  error?: FieldError;
  hint?: ReactNode;
  optional?: boolean;
  id?: string;
}

function containsFilter(typed: string, options: readonly ComboBoxOption[]): readonly ComboBoxOption[] {
  const wanted = typed.trim().toLowerCase();
  return options.filter((option) => option.label.toLowerCase().includes(wanted));
}

/**
 * A searchable select on React Aria's ComboBox: type to filter, arrows move, Enter chooses, Escape puts
 * back the chosen option's label. Every option's `value` is what `onChange` receives.
 */
export function ComboBoxInput(props: ComboBoxInputProps) {
  const { options, value, onChange, filter = containsFilter } = props;
  // An empty value leaves the input empty (showing its placeholder), even when an option stands for it.
  const selectedLabel = value === '' ? '' : (options.find((option) => option.value === value)?.label ?? '');
  // Typed text while the user filters; null shows the chosen option's label and the whole list.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = useMemo(
    () => (typed === null || typed === selectedLabel ? options : filter(typed, options)),
    [typed, selectedLabel, options, filter],
  );

  return (
    <Field label={props.label} error={props.error} hint={props.hint} optional={props.optional} id={props.id}>
      {(control) => (
        <ComboBox
          className={styles.comboBox}
          items={shown}
          selectedKey={options.some((option) => option.value === value) ? value : null}
          inputValue={typed ?? selectedLabel}
          onInputChange={(text) => setTyped(text === selectedLabel ? null : text)}
          onSelectionChange={(key) => {
            setTyped(null);
            if (key !== null) onChange(String(key));
          }}
          onOpenChange={(open) => {
            if (!open) setTyped(null);
          }}
          // Field draws the visible label; this names the input for React Aria too.
          aria-label={props.label}
          menuTrigger="focus"
          isInvalid={control['aria-invalid']}
        >
          <div className={styles.row}>
            <Input
              id={control.id}
              className={`${control.className} ${styles.input}`}
              aria-describedby={control['aria-describedby']}
              placeholder={props.placeholder}
            />
            <Button className={styles.toggle} aria-label="Show the options">
              <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2.5 4.5 L6 8 L9.5 4.5" />
              </svg>
            </Button>
          </div>
          <Popover className={styles.popover} offset={4}>
            <ListBox<ComboBoxOption> className={styles.listBox} renderEmptyState={() => 'No match'}>
              {(option) => (
                <ListBoxItem id={option.value} textValue={option.label} className={styles.option}>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {option.detail && <span className={styles.detail}>{option.detail}</span>}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      )}
    </Field>
  );
}
