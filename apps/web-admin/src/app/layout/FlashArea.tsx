import { Flash } from '@deckmill/ui';
import { useFlash } from '@deckmill/web-data';

/** The page's flash banner (green notice/success, red alert/error), if one was raised. */
export function FlashArea() {
  const { flash, dismiss } = useFlash();
  if (!flash) return null;
  return <Flash kind={flash.kind} message={flash.message} onDismiss={dismiss} />;
}
