import { useState } from 'react';
import { FilterSelect } from '../../../shared/FilterSelect';
import { SearchBar } from '../../../shared/SearchBar';
import { TIER_OPTIONS } from '../../../shared/tiers';

export interface UsersFiltersProps {
  search: string;
  tier: string;
  onSubmit: (filters: { search: string; tier: string }) => void;
}

/** 'Search users by email or name', the tier dropdown and Filter. Keyed by the URL's filters by its page. */
export function UsersFilters({ search, tier, onSubmit }: UsersFiltersProps) {
  const [chosenTier, setChosenTier] = useState(tier);
  return (
    <SearchBar
      search={search}
      label="Search users"
      placeholder="Search users by email or name"
      onSubmit={(next) => onSubmit({ search: next, tier: chosenTier })}
    >
      <FilterSelect
        label="Subscription tier"
        allLabel="All tiers"
        options={TIER_OPTIONS}
        value={chosenTier}
        onChange={setChosenTier}
      />
    </SearchBar>
  );
}
