import { useState } from 'react';
import { FilterSelect, type FilterSelectProps } from './FilterSelect';
import { SearchBar, type SearchBarProps } from './SearchBar';

export interface SearchWithFilterProps extends Omit<SearchBarProps, 'children' | 'onSubmit'> {
  /** The dropdown beside the box; its `value` is the URL's. */
  filter: Omit<FilterSelectProps, 'onChange'>;
  onSubmit: (chosen: { search: string; filter: string }) => void;
}

/** A search box with one dropdown (tier, status), both read when Filter is pressed. Key it by the URL's filters. */
export function SearchWithFilter({ filter, onSubmit, ...searchBar }: SearchWithFilterProps) {
  const [chosen, setChosen] = useState(filter.value);
  return (
    <SearchBar {...searchBar} onSubmit={(search) => onSubmit({ search, filter: chosen })}>
      <FilterSelect {...filter} value={chosen} onChange={setChosen} />
    </SearchBar>
  );
}
