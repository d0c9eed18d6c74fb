import { useEffect } from 'react';

export const PRODUCT_NAME = 'Deckmill';

/** Sets the browser tab title to '<page> · Deckmill' so screen reader users hear where they are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
