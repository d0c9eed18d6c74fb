import { useGetSessionQuery } from '@deckmill/web-data';

/** Whether the app runs in local mode (the desktop app), from the cached `GET /api/session`. */
export function useLocalMode(): boolean {
  const { data } = useGetSessionQuery();
  return data?.local_mode === true;
}
