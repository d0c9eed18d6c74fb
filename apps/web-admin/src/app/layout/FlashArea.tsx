import { createToastQueue, showToast, ToastRegion } from '@deckmill/ui';
import { isBadNews, useFlashFeed } from '@deckmill/web-data';
import { useState } from 'react';

/** Every flash of the admin panel as a toast: green notice/success close themselves, red alert/error stay. */
export function FlashArea() {
  const [queue] = useState(createToastQueue);
  useFlashFeed(({ kind, message }) =>
    showToast(queue, { tone: isBadNews(kind) ? 'error' : 'success', message }),
  );
  return <ToastRegion queue={queue} />;
}
