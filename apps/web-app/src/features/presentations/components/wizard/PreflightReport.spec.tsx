import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PreflightReply } from '@deckmill/api-contracts';
import { PreflightReport } from './PreflightReport';

function reply(overrides: Partial<PreflightReply> = {}): PreflightReply {
  return {
    rows_checked: 120,
    rows_total: 120,
    rows_needing_attention: 0,
    rows_not_listed: 0,
    images_not_checked: 0,
    pictures_checked: true,
    item_kind: 'row',
    template_findings: [],
    rows: [],
    ...overrides,
  };
}

const noop = () => undefined;

describe('PreflightReport', () => {
  it('shows nothing until the mapping is complete, then a spinner while checking', () => {
    const { container, rerender } = render(
      <PreflightReport status="waiting" onRetry={noop} onFixData={noop} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<PreflightReport status="checking" onRetry={noop} onFixData={noop} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your data...');
  });

  it('says all rows look good, offering no fix', () => {
    render(<PreflightReport status="done" report={reply()} onRetry={noop} onFixData={noop} />);
    expect(screen.getByRole('status', { name: 'Data check' })).toHaveTextContent('All 120 rows look good');
    expect(screen.queryByRole('button', { name: 'Fix the data' })).not.toBeInTheDocument();
  });

  it('summarises the rows needing attention and lists their reasons by kind behind a disclosure', () => {
    const onFixData = vi.fn();
    render(
      <PreflightReport
        status="done"
        report={reply({
          rows_needing_attention: 2,
          rows_not_listed: 1,
          rows: [
            {
              row: 2,
              label: 'Beta',
              findings: [
                { kind: 'missing_value', field: 'city', slide: 1, message: 'Slide 1: "city" has no value.' },
                { kind: 'image_unavailable', field: 'logo', message: 'Image "logo": no file "b.png".' },
                { kind: 'missing_value', field: 'zip', slide: 2, message: 'Slide 2: "zip" has no value.' },
              ],
              findings_not_listed: 0,
            },
          ],
        })}
        onRetry={noop}
        onFixData={onFixData}
      />,
    );
    const report = screen.getByRole('status', { name: 'Data check' });
    expect(report).toHaveTextContent('2 rows need attention');
    expect(screen.getByText('Row 2: Beta')).not.toBeVisible();
    fireEvent.click(screen.getByText('Show the rows'));
    const row = screen.getByText('Row 2: Beta').closest('li') as HTMLElement;
    expect(row).toBeVisible();
    const missing = within(row).getByText('Missing values').parentElement as HTMLElement;
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Slide 1: "city" has no value.', 'Slide 2: "zip" has no value.']);
    expect(within(row).getByText('Pictures that cannot be found')).toBeInTheDocument();
    expect(report).toHaveTextContent('and 1 more row.');
    fireEvent.click(screen.getByRole('button', { name: 'Fix the data' }));
    expect(onFixData).toHaveBeenCalledOnce();
  });

  it('says how many rows were not checked, and the template’s own findings', () => {
    render(
      <PreflightReport
        status="done"
        report={reply({
          rows_checked: 2000,
          rows_total: 2500,
          template_findings: [
            { kind: 'unknown_tag', field: 'city', message: 'The tag "city" has no column.' },
          ],
        })}
        onRetry={noop}
        onFixData={noop}
      />,
    );
    const report = screen.getByRole('status', { name: 'Data check' });
    expect(report).toHaveTextContent('The template has tags without a column');
    expect(report).toHaveTextContent('500 more rows were not checked');
    expect(report).toHaveTextContent('The tag "city" has no column.');
  });

  it('offers to check again when the check failed, saying why', () => {
    const onRetry = vi.fn();
    render(<PreflightReport status="failed" error="Too many requests." onRetry={onRetry} onFixData={noop} />);
    expect(screen.getByRole('status')).toHaveTextContent('could not be checked: Too many requests.');
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('names groups as the row preview does, and counts the findings not listed', () => {
    render(
      <PreflightReport
        status="done"
        report={reply({
          item_kind: 'group',
          rows_needing_attention: 1,
          rows: [
            {
              row: 3,
              label: 'South',
              findings: [{ kind: 'row_fails', message: 'The row would fail: bad chart.' }],
              findings_not_listed: 4,
            },
          ],
        })}
        onRetry={noop}
        onFixData={noop}
      />,
    );
    const report = screen.getByRole('status', { name: 'Data check' });
    expect(report).toHaveTextContent('1 group needs attention');
    fireEvent.click(screen.getByText('Show the rows'));
    const row = screen.getByText('Group 3: South').closest('li') as HTMLElement;
    expect(within(row).getByText('Rows that would fail')).toBeInTheDocument();
    expect(row).toHaveTextContent('and 4 more findings.');
  });

  it('offers "Check pictures" when pictures were left out and the template has some', () => {
    const onCheckPictures = vi.fn();
    const { rerender } = render(
      <PreflightReport
        status="done"
        report={reply({ pictures_checked: false })}
        onRetry={noop}
        onCheckPictures={onCheckPictures}
        onFixData={noop}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Pictures are not checked automatically.');
    fireEvent.click(screen.getByRole('button', { name: 'Check pictures' }));
    expect(onCheckPictures).toHaveBeenCalledOnce();
    rerender(
      <PreflightReport
        status="done"
        report={reply({ pictures_checked: true })}
        onRetry={noop}
        onCheckPictures={onCheckPictures}
        onFixData={noop}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Check pictures' })).not.toBeInTheDocument();
  });
});
