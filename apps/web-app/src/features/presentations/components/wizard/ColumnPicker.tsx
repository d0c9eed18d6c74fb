import { useCallback, useMemo, type ReactNode } from 'react';
import { ComboBoxInput, type ComboBoxOption } from '@deckmill/ui';
import { filterColumns, rankColumns } from './columnRanking';

export interface ColumnPickerProps {
  label: string;
  /** The placeholder (or section field) the columns are ranked for. */
  placeholder: string;
  columns: readonly string[];
  /** The data's first row, whose value is shown beside each column. */
  firstRow?: readonly string[];
  value: string;
  onChange: (column: string) => void;
  hint?: ReactNode;
}

/** Choosing "Not mapped" leaves the placeholder to map, as the empty select choice did. */
const NOT_MAPPED: ComboBoxOption = { value: '', label: 'Not mapped' };

/** A searchable column choice for one placeholder: best matches first, a sample value beside each. */
export function ColumnPicker(props: ColumnPickerProps) {
  const { placeholder, columns, firstRow } = props;
  const options = useMemo(() => {
    const sample = (column: string) => firstRow?.[columns.indexOf(column)]?.trim() || undefined;
    const ranked = rankColumns(placeholder.replace(/^%/, ''), columns);
    return [
      ...ranked.map((column) => ({ value: column, label: column, detail: sample(column) })),
      NOT_MAPPED,
    ];
  }, [placeholder, columns, firstRow]);
  const filter = useCallback((typed: string, all: readonly ComboBoxOption[]) => {
    const byName = new Map(all.map((option) => [option.label, option]));
    return filterColumns(typed, [...byName.keys()]).flatMap((label) => byName.get(label) ?? []);
  }, []);
  return (
    <ComboBoxInput
      label={props.label}
      options={options}
      value={props.value}
      onChange={props.onChange}
      filter={filter}
      placeholder="Type to search the columns"
      hint={props.hint}
    />
  );
}
