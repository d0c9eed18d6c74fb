import { useEffect, useState } from 'react';
import { useGetTemplateQuery } from '../api/templatesApi';

/** While the preview job runs, look again now and then so the thumbnails appear without a reload. */
export const PREVIEW_POLL_MS = 3000;

/** The template detail, loaded fresh on every visit and polled while its previews are pending. */
export function useTemplateDetail(id: string) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const query = useGetTemplateQuery(id, { pollingInterval, refetchOnMountOrArgChange: true });
  const pending = query.data?.previews.status === 'pending';
  useEffect(() => setPollingInterval(pending ? PREVIEW_POLL_MS : 0), [pending]);
  return query;
}
