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
});
