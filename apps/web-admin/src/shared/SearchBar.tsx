import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@deckmill/ui';
import styles from './SearchBar.module.css';

export interface SearchBarProps {
  /** The search the list shows now (from the URL). */
  search: string;
  placeholder: string;
  /** Label for assistive technology. */
  label: string;
  /** Extra filters (a select) between the box and the button; their values are read by the caller. */
  children?: ReactNode;
  onSubmit: (search: string) => void;
}

/** A list's search box and Filter button; submitting moves the list to page 1 of the new search. */
export function SearchBar({ search, placeholder, label, children, onSubmit }: SearchBarProps) {
  const [value, setValue] = useState(search);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(value.trim());
  }

  return (
    <form className={styles.bar} role="search" onSubmit={submit}>
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {children}
      <Button type="submit">Filter</Button>
    </form>
  );
}
