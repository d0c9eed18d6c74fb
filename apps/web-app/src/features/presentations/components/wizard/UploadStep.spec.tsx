import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refusedDataFile, UploadStep } from './UploadStep';

function renderStep(onRefused = vi.fn(), onFile = vi.fn()) {
  render(
    <UploadStep
      file={null}
      preview={null}
      error={null}
      onFile={onFile}
      onRefused={onRefused}
      onBack={vi.fn()}
      onNext={vi.fn()}
    />,
  );
  return { onRefused, onFile };
}

describe('UploadStep', () => {
  it('takes a dropped workbook, and says why an old .xls cannot be used instead of ignoring it', () => {
    const { onRefused, onFile } = renderStep();
    const workbook = new File(['PK'], 'Q3 accounts.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const dropZone = screen.getByText(/Drag and drop your .csv, .xlsx or .json file here/);
    fireEvent.drop(dropZone, { dataTransfer: { files: [workbook] } });
    expect(onFile).toHaveBeenCalledWith(workbook);
    fireEvent.drop(dropZone, { dataTransfer: { files: [new File(['x'], 'Q2.xls')] } });
    expect(onRefused).toHaveBeenCalledWith(refusedDataFile('Q2.xls'));
    expect(refusedDataFile('Q2.xls')).toContain('Excel workbook (.xlsx)');
  });

  it('takes a picked CSV, and refuses a picked PDF with the types that work', async () => {
    const { onRefused, onFile } = renderStep();
    const user = userEvent.setup({ applyAccept: false });
    const csv = new File(['a,b\n1,2\n'], 'rows.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Data file'), csv);
    expect(onFile).toHaveBeenCalledWith(csv);
    await user.upload(screen.getByLabelText('Data file'), new File(['%PDF'], 'deck.pdf'));
    expect(onRefused).toHaveBeenCalledWith('"deck.pdf" is not a .csv, .xlsx, .ods or .json file.');
  });
});
