import { strToU8 } from 'fflate';
import { alteredDeck, patchCentralRecord } from '../harness/decks';
import type { HostileCase } from '../harness/hostile-case';

const UNSAFE = /unsafe path/;
const DUPLICATE = /same part twice/;

function withExtraEntry(name: string): Buffer {
  return alteredDeck((parts) => void (parts[name] = strToU8('owned')));
}

/** Path traversal and duplicate names, the ways an extracting tool could be made to write outside its folder. */
export const cases: HostileCase[] = [
  {
    name: 'traversal: ../../evil.xml',
    build: () => withExtraEntry('../../evil.xml'),
    expect: { status: 422, message: UNSAFE },
  },
  {
    name: 'traversal: ppt/../../etc/cron.d/x',
    build: () => withExtraEntry('ppt/../../etc/cron.d/x'),
    expect: { status: 422, message: UNSAFE },
  },
  {
    name: 'traversal: an absolute /tmp/evil',
    build: () => withExtraEntry('/tmp/evil'),
    expect: { status: 422, message: UNSAFE },
  },
  {
    name: 'traversal: a backslash path ..\\evil',
    build: () => withExtraEntry('..\\evil'),
    expect: { status: 422, message: UNSAFE },
  },
  {
    name: 'traversal: a drive letter C:/evil',
    build: () => withExtraEntry('C:/evil'),
    expect: { status: 422, message: UNSAFE },
  },
  {
    name: 'traversal: a ./ segment',
    build: () => withExtraEntry('ppt/./media/x.png'),
    expect: { status: 422, message: UNSAFE },
  },
  {
    name: 'traversal: a NUL byte in a name',
    build: () =>
      patchCentralRecord(withExtraEntry('ppt/media/aXb.png'), 'ppt/media/aXb.png', {
        name: 'ppt/media/a\0b.png',
      }),
    expect: { status: 422, message: UNSAFE },
  },
  {
    name: 'duplicate names: the same slide twice',
    build: () =>
      patchCentralRecord(
        alteredDeck(() => undefined),
        'ppt/slides/slide2.xml',
        { name: 'ppt/slides/slide1.xml' },
      ),
    expect: { status: 422, message: DUPLICATE },
  },
  {
    name: 'duplicate names: two slides differing only in case',
    build: () =>
      patchCentralRecord(
        alteredDeck(() => undefined),
        'ppt/slides/slide2.xml',
        { name: 'PPT/SLIDES/SLIDE1.XML' },
      ),
    expect: { status: 422, message: DUPLICATE },
  },
];
