import { Button, FormErrorBox } from '@deckmill/ui';
import styles from './Wizard.module.css';

export interface SampleDataOfferProps {
  busy: boolean;
  error: string | null;
  onUse: () => void;
}

/** New here: the designed sample deck and its CSV in one click, straight to the mapping. */
export function SampleDataOffer({ busy, error, onUse }: SampleDataOfferProps) {
  return (
    <div className={styles.sample}>
      <p className={styles.muted}>
        No files at hand? Try a designed four-slide personal offer with eight rows of sample data.
      </p>
      <Button variant="secondary" onClick={onUse} disabled={busy}>
        {busy ? 'Loading the sample...' : 'Use sample data'}
      </Button>
      <FormErrorBox message={error} />
    </div>
  );
}
