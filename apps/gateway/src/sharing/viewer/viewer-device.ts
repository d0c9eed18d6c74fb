import type { ViewerDeviceClass } from '@deckmill/bus-contracts';

/**
 * The device class a browser names in its User-Agent: all the viewer records of the device. Tablets first (an
 * iPad, or Android without "Mobile"), then phones; anything else, or nothing, is a desktop.
 */
export function deviceClass(userAgent: string | undefined): ViewerDeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobile|iPhone|iPod|Android/i.test(ua)) return 'mobile';
  return 'desktop';
}
