import { useEffect, useState } from 'react';
import { BUILD_DATE } from '../../site/buildDate';

const FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function formatBuildDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The build date in the prerendered HTML, then the visitor's own today once the page has hydrated. */
export function useVisitDate(): string {
  const [date, setDate] = useState(() => formatBuildDate(BUILD_DATE));
  useEffect(() => setDate(FORMAT.format(new Date())), []);
  return date;
}
