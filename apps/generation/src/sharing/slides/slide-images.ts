import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainErrors, type SLIDE_DRAWING_PRIORITIES } from '@deckmill/bus-contracts';
import { DomainException, RpcClient } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { batchDecksPrefix, readObject } from '../../shared';
import { deckSlideTexts } from './slide-texts';

const MAX_DECK_BYTES = 200 * 1024 * 1024;
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
/** Under the gateway's 180 s for the viewer's call: a first look waits for LibreOffice's turn and its run. */
const DRAW_TIMEOUT_MS = 170_000;

export interface DrawnSlides {
  readonly slides: { readonly key: string; readonly text: string }[];
}

/** Where a row's drawn slides are kept: under the batch's prefix, so they go with its decks. */
export function slidesPrefix(batchId: string, rowNumber: number): string {
  return `${batchDecksPrefix(batchId)}slides/${rowNumber}/`;
}

const manifestOf = (deck: Pick<DeckFiles, 'batchId' | 'rowNumber'>) =>
  `${slidesPrefix(deck.batchId, deck.rowNumber)}slides.json`;

export interface DeckFiles {
  readonly batchId: string;
  readonly rowNumber: number;
  readonly ownerId: string;
  readonly outputKey: string;
  readonly pdfKey: string | null;
}

type Priority = (typeof SLIDE_DRAWING_PRIORITIES)[number];

/**
 * A deck's slides as images, drawn once and kept in storage (a manifest with each slide's text last, so a
 * half-drawn deck is drawn again). The converter draws them (`converter.draw-slides`): it has LibreOffice
 * kept warm and pdftoppm, which generation's own image lacks (docs/sharing.md). Each deck is drawn once at a
 * time per process; the converter's pool bounds and orders the drawings of all processes.
 */
@Injectable()
export class SlideImages {
  private readonly logger = new Logger(SlideImages.name);
  private readonly drawing = new Map<string, Promise<DrawnSlides>>();

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly rpc: RpcClient,
  ) {}

  /** The deck's slides, drawn now if they never were: `viewer` when someone waits, `ahead` when nobody does. */
  async of(deck: DeckFiles, priority: Priority = 'viewer'): Promise<DrawnSlides> {
    const kept = await this.drawn(deck);
    if (kept) return kept;
    const manifest = manifestOf(deck);
    const running = this.drawing.get(manifest);
    if (running) return running;
    const drawn = this.draw(deck, manifest, priority);
    this.drawing.set(manifest, drawn);
    try {
      return await drawn;
    } finally {
      this.drawing.delete(manifest);
    }
  }

  /** The deck's slides as drawn before (their manifest), never drawing them: null when they are not (yet). */
  async drawn(deck: Pick<DeckFiles, 'batchId' | 'rowNumber'>): Promise<DrawnSlides | null> {
    const manifest = manifestOf(deck);
    if (!(await this.storage.exists(manifest))) return null;
    return JSON.parse(
      (await readObject(this.storage, manifest, MAX_MANIFEST_BYTES)).toString('utf8'),
    ) as DrawnSlides;
  }

  private async draw(deck: DeckFiles, manifest: string, priority: Priority): Promise<DrawnSlides> {
    try {
      const texts = deckSlideTexts(await readObject(this.storage, deck.outputKey, MAX_DECK_BYTES));
      const { keys } = await this.rpc.call(
        'converter.draw-slides',
        {
          deckKey: deck.outputKey,
          pdfKey: deck.pdfKey,
          slidesPrefix: slidesPrefix(deck.batchId, deck.rowNumber),
          ownerId: deck.ownerId,
          priority,
        },
        { timeoutMs: DRAW_TIMEOUT_MS },
      );
      const drawn: DrawnSlides = { slides: keys.map((key, index) => ({ key, text: texts[index] ?? '' })) };
      await this.storage.putStream(manifest, Readable.from([Buffer.from(JSON.stringify(drawn))]), {
        contentType: 'application/json',
      });
      return drawn;
    } catch (error) {
      if (error instanceof DomainException) throw error;
      this.logger.warn(`Slides of batch ${deck.batchId} row ${deck.rowNumber} not drawn: ${String(error)}`);
      throw new DomainException(
        DomainErrors.unavailable('slides_unavailable', 'The slides cannot be shown right now.'),
      );
    }
  }
}
