import { useEffect, useState } from 'react';
import { formatDate } from '@deckmill/ui';
import { BUILD_DATE } from '../../site/buildDate';

/** The build date in the prerendered HTML, then the visitor's own today once the page has hydrated. */
export function useVisitDate(): string {
  const [date, setDate] = useState(() =>
    formatDate(`${BUILD_DATE}T00:00:00Z`, { style: 'long', timeZone: 'UTC' }),
  );
  useEffect(() => setDate(formatDate(new Date().toISOString(), { style: 'long' })), []);
  return date;
}
