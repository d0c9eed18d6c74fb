import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useRecentlySuccessful } from '../../hooks/useRecentlySuccessful';
import { Button } from '../Button/Button';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's text (and what "Copied" refers to for screen readers). */
  label?: string;
}

async function writeClipboard(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // No clipboard API (plain http, old browser) or permission refused.
    return false;
  }
}

/** Copies a value, then says "Copied" for two seconds (announced); says how to copy by hand if it cannot. */
export function CopyButton({ value, label = 'Copy' }: CopyButtonProps) {
  const copied = useRecentlySuccessful();
  const [failed, setFailed] = useState(false);

  async function copy() {
    const ok = await writeClipboard(value);
    setFailed(!ok);
    if (ok) copied.markSuccess();
  }

  return (
    <span className="dm-icon-text">
      <Button type="button" variant="secondary" onClick={copy}>
        {copied.recentlySuccessful ? (
          <Check aria-hidden="true" size={16} />
        ) : (
          <Copy aria-hidden="true" size={16} />
        )}
        {copied.recentlySuccessful ? 'Copied' : label}
      </Button>
      <span role="status" className={failed ? undefined : 'dm-visually-hidden'}>
        {copied.recentlySuccessful
          ? 'Copied to the clipboard'
          : failed
            ? 'Select the text and press Ctrl+C to copy.'
            : ''}
      </span>
    </span>
  );
}
