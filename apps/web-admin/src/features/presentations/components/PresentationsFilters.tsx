import { useState } from 'react';
import { FilterSelect } from '../../../shared/FilterSelect';
import { SearchBar } from '../../../shared/SearchBar';
import { STATUS_OPTIONS } from './statusOptions';

export interface PresentationsFiltersProps {
  search: string;
  status: string;
  onSubmit: (filters: { search: string; status: string }) => void;
}

/** Search by name or template, the status dropdown and Filter. Keyed by the URL's filters by its page. */
export function PresentationsFilters({ search, status, onSubmit }: PresentationsFiltersProps) {
  const [chosenStatus, setChosenStatus] = useState(status);
  return (
    <SearchBar
      search={search}
      label="Search presentations"
      placeholder="Search presentations by name or template"
      onSubmit={(next) => onSubmit({ search: next, status: chosenStatus })}
    >
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={chosenStatus}
        onChange={setChosenStatus}
      />
    </SearchBar>
  );
}
