import type { ShareLinkCipher } from '../share-link-issuing';
import type { LaterRunDeck, ShareLinkRepository, StoredShareLink } from './share-link.repository';
import { ViewerLinks } from './viewer-links';

const OWN: StoredShareLink = {
  id: '0f6b1c52-1d2e-4f3a-8b4c-5d6e7f8a9b0c',
  batchId: '1a2b3c4d-0000-4000-8000-000000000001',
  rowNumber: 2,
  tokenSealed: 'sealed',
  emailSealed: null,
  access: 'allow_download',
  gate: 'none',
  expiresAt: null,
  revokedAt: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  fileName: 'Acme.pptx',
  rowStatus: 'done',
  outputKey: 'presentations/1/2.pptx',
  sizeBytes: 10,
  pdfKey: null,
  pdfSizeBytes: null,
  ownerId: '9e8d7c6b-0000-4000-8000-000000000009',
  templateTeamId: null,
  batchName: 'Offers',
  decksDeletedAt: null,
  keyHash: 'a'.repeat(64),
  pinned: false,
  runOf: null,
  runNumber: 1,
};

const LATER: LaterRunDeck = {
  batchId: '1a2b3c4d-0000-4000-8000-000000000002',
  rowNumber: 5,
  fileName: 'Acme (March).pptx',
  outputKey: 'presentations/2/5.pptx',
  sizeBytes: 20,
  pdfKey: 'presentations/2/5.pdf',
  pdfSizeBytes: 30,
  templateTeamId: null,
  batchName: 'Offers',
  finishedAt: new Date('2026-11-20T10:00:00Z'),
};

function viewer(link: StoredShareLink, later: LaterRunDeck | null) {
  const asked: StoredShareLink[] = [];
  const links = {
    byTokenHash: async () => link,
    laterRunDeck: async (of: StoredShareLink) => {
      asked.push(of);
      return later;
    },
  } as unknown as ShareLinkRepository;
  return { viewer: new ViewerLinks(links, {} as ShareLinkCipher), asked };
}

const request = { tokenHash: 'b'.repeat(64) };

describe('living links in ViewerLinks', () => {
  it("serves an unpinned keyed link the later run's deck, and stays the link itself", async () => {
    const resolved = await viewer(OWN, LATER).viewer.open(request);
    expect(resolved.deck).toMatchObject({ batchId: LATER.batchId, rowNumber: 5, outputKey: LATER.outputKey });
    expect(resolved.link.id).toBe(OWN.id);
    expect(resolved.opened).toMatchObject({
      linkId: OWN.id,
      batchId: OWN.batchId,
      rowNumber: 2,
      fileName: 'Acme (March).pptx',
      downloads: ['pptx', 'pdf'],
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('keeps its own deck when pinned, without a key, or with no later match', async () => {
    for (const [link, later] of [
      [{ ...OWN, pinned: true }, LATER],
      [{ ...OWN, keyHash: null }, LATER],
      [OWN, null],
    ] as const) {
      const { viewer: subject, asked } = viewer(link, later);
      const resolved = await subject.open(request);
      expect(resolved.deck).toMatchObject({ batchId: OWN.batchId, rowNumber: 2, outputKey: OWN.outputKey });
      expect(resolved.opened).not.toHaveProperty('updatedAt');
      expect(resolved.opened.downloads).toEqual(['pptx']);
      expect(asked).toHaveLength(link === OWN ? 1 : 0);
    }
  });
});
