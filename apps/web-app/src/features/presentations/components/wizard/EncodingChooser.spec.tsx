import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EncodingChooser } from './EncodingChooser';

describe('EncodingChooser', () => {
  it('says a guess out loud with the line as read, and offers the other encodings', async () => {
    const onChoose = vi.fn();
    render(
      <EncodingChooser
        encoding={{ name: 'windows-1252', evidence: 'guessed', sample: 'Müller;Café €' }}
        delimiter=";"
        chosen={null}
        onChoose={onChoose}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Read as Windows-1252 (Western European) (guessed from its characters: check the line below), values separated by semicolons.',
    );
    expect(screen.getByText('Müller;Café €')).toBeInTheDocument();
    const select = screen.getByLabelText('File encoding');
    expect(select).toHaveValue('windows-1252');
    await userEvent.selectOptions(select, 'ISO-8859-1 (Latin-1)');
    expect(onChoose).toHaveBeenCalledWith('iso-8859-1');
  });

  it('is quiet about a UTF-8 file and still offers the choice when the file could not be read', () => {
    const { rerender } = render(
      <EncodingChooser
        encoding={{ name: 'utf-8', evidence: 'bom' }}
        delimiter="|"
        chosen={null}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/marked in the file/)).toHaveTextContent('values separated by pipes (|).');
    rerender(<EncodingChooser chosen="utf-8" onChoose={vi.fn()} />);
    expect(screen.queryByText(/Read as/)).toBeNull();
    expect(screen.getByLabelText('File encoding')).toHaveValue('utf-8');
  });
});
