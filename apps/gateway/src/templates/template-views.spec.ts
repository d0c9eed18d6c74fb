import type { FullTemplate, TemplateSummary, UsableTemplate } from '@deckmill/bus-contracts';
import {
  presentationWizard,
  templateCreated,
  templateDetail,
  templateLibrary,
  templateListItem,
} from './template-views';

/** A stand-in for the storage's signer: the key and download name, visibly signed. */
const sign = (key: string, downloadName?: string): Promise<string> =>
  Promise.resolve(
    `https://files.test/${key}?sig${downloadName === undefined ? '' : `&name=${downloadName}`}`,
  );

const LIST_KEYS = [
  'id',
  'name',
  'team_id',
  'team_name',
  'presentations_count',
  'decks_count',
  'placeholders',
  'created_at',
];

const summary: TemplateSummary = {
  id: 7,
  name: 'Sales Pitch',
  teamId: 3,
  teamName: 'Marketing',
  presentationsCount: 2,
  decksCount: 16,
  placeholders: ['customer', 'total'],
  createdAt: '2026-11-01T09:30:00.000Z',
};

const structure = {
  tags: [{ path: 'customer', filters: ['upper'] }],
  sections: [
    { name: 'rows', inverted: false, kind: 'table-rows' as const, slide: 2, tags: [], sections: [] },
  ],
};

describe('template views', () => {
  it('gives Template (list) its spec fields in the spec order, without a thumbnail for a copy', () => {
    const item = templateListItem(summary);
    // presentations_count counts batches; decks_count the decks they made, which the UI calls presentations.
    expect(item).toEqual({
      id: 7,
      name: 'Sales Pitch',
      team_id: 3,
      team_name: 'Marketing',
      presentations_count: 2,
      decks_count: 16,
      placeholders: ['customer', 'total'],
      created_at: '2026-11-01T09:30:00.000Z',
    });
    expect(Object.keys(item)).toEqual(LIST_KEYS);
  });

  it('gives every library item a signed thumbnail_url, null until previews are drawn', async () => {
    const { templates } = await templateLibrary(
      [
        { ...summary, thumbnailKey: 'templates/7/slide-1.png' },
        { ...summary, id: 8, teamId: null, teamName: null, thumbnailKey: null },
      ],
      sign,
    );
    expect(templates.map((item) => Object.keys(item))).toEqual([
      [...LIST_KEYS, 'thumbnail_url'],
      [...LIST_KEYS, 'thumbnail_url'],
    ]);
    expect(templates[0]?.thumbnail_url).toBe('https://files.test/templates/7/slide-1.png?sig');
    expect(templates[1]).toMatchObject({ id: 8, team_id: null, team_name: null, thumbnail_url: null });
  });

  it('says notices in the upload answer only when something was removed', () => {
    const plain = templateCreated({ ...summary, removedContentNotices: [] });
    expect(Object.keys(plain)).toEqual(LIST_KEYS);
    const cleaned = templateCreated({ ...summary, removedContentNotices: ['Macros were removed.'] });
    expect(Object.keys(cleaned)).toEqual([...LIST_KEYS, 'notices']);
    expect(cleaned.notices).toEqual(['Macros were removed.']);
  });

  it('gives Template (detail) the list fields then the detail fields, in the spec order, files signed', async () => {
    const full: FullTemplate = {
      ...summary,
      file: { key: 'templates/7/source.pptx', downloadName: 'Sales Pitch.pptx' },
      sizeBytes: 1234,
      slideCount: 3,
      placeholderOccurrences: [{ name: 'customer', occurrences: [{ slide: 1, kind: 'text' }] }],
      structure,
      previews: { status: 'ready', keys: ['templates/7/slide-1.png', 'templates/7/slide-2.png'] },
      canDelete: true,
    };
    const detail = await templateDetail(full, sign, 'https://app.test/api/links/payload.sig');
    expect(Object.keys(detail)).toEqual([
      ...LIST_KEYS,
      'file_url',
      'file_size',
      'slide_count',
      'placeholder_details',
      'structure',
      'previews',
      'can_delete',
    ]);
    expect(detail).toMatchObject({
      file_url: 'https://app.test/api/links/payload.sig',
      file_size: 1234,
      slide_count: 3,
      placeholder_details: [{ name: 'customer', occurrences: [{ slide: 1, kind: 'text' }] }],
      structure,
      previews: {
        status: 'ready',
        urls: [
          'https://files.test/templates/7/slide-1.png?sig',
          'https://files.test/templates/7/slide-2.png?sig',
        ],
      },
      can_delete: true,
    });
  });

  it('says whether PDFs can be made and which tools previews lack', async () => {
    // LibreOffice without poppler: no previews, and no PDFs (their font report needs pdffonts).
    const popplerMissing = { available: false, missing: ['pdftoppm' as const], pdfAvailable: false };
    expect(await presentationWizard([], sign, popplerMissing)).toMatchObject({
      office_available: false,
      office_missing: ['pdftoppm'],
    });
    // Windows: LibreOffice alone makes PDFs, previews still need pdftoppm.
    const windows = { available: false, missing: ['pdftoppm' as const], pdfAvailable: true };
    expect(await presentationWizard([], sign, windows)).toMatchObject({ office_available: true });
    // A templates service that answers only `available`, or none at all.
    expect(await presentationWizard([], sign, { available: true })).toMatchObject({ office_available: true });
    const silent = await presentationWizard([], sign, undefined);
    expect(silent.office_available).toBeUndefined();
    expect(silent.office_missing).toBeUndefined();
  });

  it("gives the wizard's templates their sections and thumbnail_url", async () => {
    const usable: UsableTemplate = {
      id: 7,
      name: 'Sales Pitch',
      placeholders: ['customer'],
      structure,
      thumbnailKey: null,
    };
    const { templates, office_available } = await presentationWizard([usable], sign, { available: false });
    expect(office_available).toBe(false);
    expect(templates).toEqual([
      { id: 7, name: 'Sales Pitch', placeholders: ['customer'], structure, thumbnail_url: null },
    ]);
    expect(Object.keys(templates[0] ?? {})).toEqual([
      'id',
      'name',
      'placeholders',
      'structure',
      'thumbnail_url',
    ]);
  });
});
