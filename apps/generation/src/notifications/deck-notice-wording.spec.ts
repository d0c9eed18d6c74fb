import type { EventPayload } from '@deckmill/bus-contracts';
import { deckNoticeWords, viewDuration } from './deck-notice-wording';

function viewed(
  view: Partial<EventPayload<'presentation.deck-viewed'>['view']> = {},
  rowEmail: string | null = 'buyer@northwind.com',
): EventPayload<'presentation.deck-viewed'> {
  return {
    batchId: '6f1d2c3b-0000-4000-8000-000000000001',
    batchName: 'Q4 offers',
    ownerId: '6f1d2c3b-0000-4000-8000-000000000002',
    templateTeamId: null,
    linkId: '6f1d2c3b-0000-4000-8000-000000000003',
    rowNumber: 1,
    fileName: 'offer-northwind.pptx',
    rowEmail,
    occurredAt: '2026-11-22T15:00:00.000Z',
    view: {
      id: '6f1d2c3b-0000-4000-8000-000000000004',
      linkId: '6f1d2c3b-0000-4000-8000-000000000003',
      viewerNumber: 1,
      email: 'ada@northwind.com',
      device: 'desktop',
      startedAt: '2026-11-22T14:56:00.000Z',
      lastSeenAt: '2026-11-22T15:00:00.000Z',
      endedAt: '2026-11-22T15:00:00.000Z',
      seconds: 241,
      slideSeconds: [],
      furthestSlide: 7,
      slideCount: 10,
      downloads: 0,
      ...view,
    },
  };
}

describe('deck notice wording', () => {
  it('names the viewer, the deck, the time and how far they got', () => {
    expect(deckNoticeWords(viewed())).toEqual({
      who: 'ada@northwind.com',
      deckName: 'offer-northwind',
      duration: '4 min',
      reach: ', up to slide 7 of 10',
      title: 'offer-northwind was viewed',
      body: 'ada@northwind.com viewed offer-northwind.pptx for 4 min, up to slide 7 of 10.',
    });
  });

  it("names the gate's address, else the row's, else someone", () => {
    expect(deckNoticeWords(viewed({ email: null })).who).toBe('buyer@northwind.com');
    expect(deckNoticeWords(viewed({ email: null }, null)).body).toBe(
      'Someone viewed offer-northwind.pptx for 4 min, up to slide 7 of 10.',
    );
  });

  it('leaves out the slides before the first was shown', () => {
    expect(deckNoticeWords(viewed({ furthestSlide: 0, seconds: 3 })).body).toBe(
      'ada@northwind.com viewed offer-northwind.pptx for 3 s.',
    );
  });

  it('reads seconds as a person would', () => {
    expect([0, 59.4, 60, 89, 90, 3_540, 3_600, 3_900, 7_200].map(viewDuration)).toEqual([
      '0 s',
      '59 s',
      '1 min',
      '1 min',
      '2 min',
      '59 min',
      '1 h',
      '1 h 5 min',
      '2 h',
    ]);
  });
});
