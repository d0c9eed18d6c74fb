import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { SelectInput } from './SelectInput';

describe('SelectInput and Checkbox', () => {
  it('labels a select with its options and error', async () => {
    render(
      <SelectInput
        label="Role"
        name="role"
        defaultValue="member"
        error="is not included in the list"
        options={[
          { value: 'member', label: 'Member' },
          { value: 'admin', label: 'Admin' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Role');
    expect(select).toHaveValue('member');
    expect(select).toHaveAccessibleDescription('is not included in the list');
    await userEvent.selectOptions(select, 'admin');
    expect(select).toHaveValue('admin');
  });

  it('labels a checkbox', async () => {
    render(<Checkbox label="Remember me" name="remember_me" />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });
});
