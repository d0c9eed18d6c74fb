import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './DataTable';

interface Person {
  id: number;
  name: string;
}

const columns: DataColumn<Person>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Actions', hiddenHeader: true, cell: (row) => <button type="button">Edit {row.name}</button> },
];

describe('DataTable', () => {
  it('renders a named table with a heading per column and a row per record', () => {
    render(
      <DataTable label="People" columns={columns} rows={[{ id: 1, name: 'Ada' }]} rowKey={(r) => r.id} />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  });

  it('labels each visible cell with its heading for the stacked cards, but not the hidden-heading cells', () => {
    render(<DataTable columns={columns} rows={[{ id: 1, name: 'Ada' }]} rowKey={(r) => r.id} />);
    const [name, actions] = screen.getAllByRole('cell');
    expect(name).toHaveAttribute('data-label', 'Name');
    expect(actions).not.toHaveAttribute('data-label');
  });
});
