import type { EventPayload } from '@deckmill/bus-contracts';

type DeckViewed = EventPayload<'presentation.deck-viewed'>;

/** What a deck notice says, in the app and in the `deck-viewed` mail (docs/sharing.md, "Notices"). */
export interface DeckNoticeWords {
  /** Who viewed it: the address typed at the gate, else the row's address, else "Someone". */
  readonly who: string;
  /** The deck's file name without its extension. */
  readonly deckName: string;
  /** "45 s", "4 min", "1 h 5 min". */
  readonly duration: string;
  /** ", up to slide 7 of 10", or "" before the first slide was shown or without a slide count. */
  readonly reach: string;
  readonly title: string;
  readonly body: string;
}

/** Visible time as a person reads it: seconds under a minute, whole minutes, hours beyond. */
export function viewDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

export function deckNoticeWords(event: DeckViewed): DeckNoticeWords {
  const { view } = event;
  const who = view.email?.trim() || event.rowEmail?.trim() || 'Someone';
  const deckName = event.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || event.fileName;
  const duration = viewDuration(view.seconds);
  const reach =
    view.furthestSlide > 0 && view.slideCount > 0
      ? `, up to slide ${Math.min(view.furthestSlide, view.slideCount)} of ${view.slideCount}`
      : '';
  return {
    who,
    deckName,
    duration,
    reach,
    title: `${deckName} was viewed`,
    body: `${who} viewed ${event.fileName} for ${duration}${reach}.`,
  };
}
