/** Where LibreOffice comes from; the product finds it on the PATH (soffice) once installed. */
export const LIBREOFFICE_URL = 'https://www.libreoffice.org/download/';

/**
 * The one notice where slide previews (and PDFs) would be when LibreOffice is not installed on the machine
 * Deckmill runs on: what is missing and where to get it.
 */
export function OfficeNotice() {
  return (
    <span role="note">
      Previews and PDFs need LibreOffice: install it from{' '}
      <a href={LIBREOFFICE_URL} target="_blank" rel="noreferrer">
        libreoffice.org
      </a>
      , then restart Deckmill.
    </span>
  );
}
