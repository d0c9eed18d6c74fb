import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboBoxInput, type ComboBoxOption } from './ComboBoxInput';

const options: ComboBoxOption[] = [
  { value: '', label: 'Choose a column' },
  { value: 'Name', label: 'Name', detail: 'Ada' },
  { value: 'City', label: 'City', detail: 'Paris' },
];

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('Name');
  return (
    <ComboBoxInput
      label="Column"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ComboBoxInput', () => {
  it('shows the chosen option and filters as the user types; Enter chooses', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Column' });
    expect(input).toHaveValue('Name');
    await userEvent.clear(input);
    await userEvent.type(input, 'cit');
    const listed = screen.getAllByRole('option').map((option) => option.textContent);
    expect(listed).toEqual(['CityParis']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('City');
    expect(input).toHaveValue('City');
  });

  it('puts the chosen label back on Escape', async () => {
    render(<Picker onChange={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Column' });
    await userEvent.clear(input);
    await userEvent.type(input, 'zz');
    await userEvent.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('Name');
  });
});
