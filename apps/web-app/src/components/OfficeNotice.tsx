/** Where LibreOffice comes from; the product finds it on the PATH (soffice) or where its installer puts it. */
export const LIBREOFFICE_URL = 'https://www.libreoffice.org/download/';

/** A tool the server says it lacks (`pdftoppm` stands for poppler, which also brings pdffonts). */
export type OfficeTool = 'LibreOffice' | 'pdftoppm';

const POPPLER_HOW = 'poppler-utils on Linux, brew install poppler on a Mac';

/**
 * The one notice where slide previews (and PDFs) would be when a tool they need is not installed on the
 * machine Deckmill runs on: what is missing and where to get it. `missing` comes with the server's office
 * status; unknown (an older server), LibreOffice is named, the usual case.
 */
export function OfficeNotice({ missing }: { missing?: readonly OfficeTool[] }) {
  const office = !missing || missing.length === 0 || missing.includes('LibreOffice');
  const poppler = missing?.includes('pdftoppm') ?? false;
  const link = (
    <a href={LIBREOFFICE_URL} target="_blank" rel="noreferrer">
      libreoffice.org
    </a>
  );
  if (office && poppler) {
    return (
      <span role="note">
        Previews and PDFs need LibreOffice and poppler: install LibreOffice from {link} and poppler (
        {POPPLER_HOW}), then restart Deckmill.
      </span>
    );
  }
  if (poppler) {
    return (
      <span role="note">
        Previews need poppler&apos;s pdftoppm, and PDFs its pdffonts: install poppler ({POPPLER_HOW}), then
        restart Deckmill.
      </span>
    );
  }
  return (
    <span role="note">
      Previews and PDFs need LibreOffice: install it from {link}, then restart Deckmill.
    </span>
  );
}
