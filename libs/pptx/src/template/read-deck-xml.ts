import { DEFAULT_LIMITS, type TemplateLimits } from '../limits';
import { readZip } from '../template-zip';
import { readXmlParts } from './package-parts';

/**
 * The UTF-8 XML parts of a deck whose names `wanted` accepts, read under the engine's limits (sizes checked
 * before inflating, no DOCTYPE): for readers outside the engine, such as the PDF output's font report.
 */
export function readDeckXml(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limits: TemplateLimits = DEFAULT_LIMITS,
): Map<string, string> {
  return readXmlParts(
    readZip(bytes, limits).filter((entry) => wanted(entry.name)),
    limits,
  );
}
