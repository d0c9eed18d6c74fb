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
  it('says why a dropped workbook cannot be used instead of ignoring it', () => {
    const { onRefused, onFile } = renderStep();
    const workbook = new File(['PK'], 'Q3 accounts.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.drop(screen.getByText(/Drag and drop your .csv or .json file here/), {
      dataTransfer: { files: [workbook] },
    });
    expect(onFile).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(refusedDataFile('Q3 accounts.xlsx'));
    expect(refusedDataFile('Q3 accounts.xlsx')).toContain('"CSV UTF-8"');
  });

  it('takes a picked CSV, and refuses a picked PDF with the types that work', async () => {
    const { onRefused, onFile } = renderStep();
    const user = userEvent.setup({ applyAccept: false });
    const csv = new File(['a,b\n1,2\n'], 'rows.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), csv);
    expect(onFile).toHaveBeenCalledWith(csv);
    await user.upload(screen.getByLabelText('CSV file'), new File(['%PDF'], 'deck.pdf'));
    expect(onRefused).toHaveBeenCalledWith('"deck.pdf" is not a .csv or .json file.');
  });
});
