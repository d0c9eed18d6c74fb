import { archiveFormat } from './send-batch-zip';

describe('archiveFormat', () => {
  it('names the archive by what the batch makes: decks, PDFs, or both', () => {
    expect(archiveFormat(['pptx'])).toBe('pptx_zip');
    expect(archiveFormat(['pdf'])).toBe('pdf_zip');
    expect(archiveFormat(['pptx', 'pdf'])).toBe('zip');
  });
});
