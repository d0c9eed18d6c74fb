import styles from './SearchBar.module.css';

export interface FilterSelectProps {
  label: string;
  value: string;
  /** The first option, for example 'All tiers'. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A list filter's dropdown beside the search box, read when Filter is pressed. */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <select
      className={styles.select}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
