import { internalTargets, type XmlSource } from '../../template/package-map';
import { partKindOf } from '../../template/part-role';
import { readShapeStyle, shapesOf, type ShapeStyle } from './shape-reading';
import { readListStyle, type ListStyle } from './text-styles';
import { Fragment } from './xml-reading';

/** The theme's fonts by the references text uses: `+mj-lt`, `+mn-ea`... (empty typefaces left out). */
export type ThemeFonts = ReadonlyMap<string, string>;

/** A layout or master: its shapes (placeholders matter), and for a master its `p:txStyles`. */
export interface DrawingPart {
  readonly shapes: readonly ShapeStyle[];
  readonly parent?: string;
}

export interface MasterPart extends DrawingPart {
  readonly title: ListStyle;
  readonly body: ListStyle;
  readonly other: ListStyle;
  readonly fonts: ThemeFonts;
}

export function readThemeFonts(xml: string | undefined): ThemeFonts {
  const fonts = new Map<string, string>();
  if (!xml) return fonts;
  const fragment = new Fragment(xml);
  const scheme = fragment.spans.findIndex((_, index) => fragment.local(index) === 'fontScheme');
  if (scheme < 0) return fonts;
  for (const [element, short] of [
    ['majorFont', 'mj'],
    ['minorFont', 'mn'],
  ] as const) {
    const font = fragment.child(scheme, element);
    for (const [script, suffix] of [
      ['latin', 'lt'],
      ['ea', 'ea'],
      ['cs', 'cs'],
    ] as const) {
      const face = fragment.attribute(fragment.child(font, script), 'typeface');
      if (face) fonts.set(`+${short}-${suffix}`, face);
    }
  }
  return fonts;
}

/**
 * Reads, once per template, what slides' text inherits: layouts and masters (placeholders, text styles),
 * themes (fonts) and the presentation's default text style.
 */
export class TemplateStyles {
  private readonly parts = new Map<string, DrawingPart | MasterPart>();
  readonly defaultTextStyle: ListStyle;

  constructor(
    private readonly source: XmlSource,
    mainPart: string,
  ) {
    const presentation = source(mainPart);
    const fragment = presentation ? new Fragment(presentation) : undefined;
    const element = fragment?.spans.findIndex((_, index) => fragment.local(index) === 'defaultTextStyle');
    this.defaultTextStyle =
      fragment && element !== undefined && element >= 0 ? readListStyle(fragment, element) : [];
  }

  /** The part a slide (layout) is based on: its layout (master). */
  parentOf(partName: string): string | undefined {
    const wanted = partKindOf(partName) === 'slide' ? 'layout' : 'master';
    for (const target of internalTargets(this.source, partName).values()) {
      if (partKindOf(target) === wanted && /slide(Layout|Master)/i.test(target)) return target;
    }
    return undefined;
  }

  layout(name: string): DrawingPart | undefined {
    return this.read(name, false);
  }

  master(name: string): MasterPart | undefined {
    return this.read(name, true) as MasterPart | undefined;
  }

  private read(name: string, isMaster: boolean): DrawingPart | MasterPart | undefined {
    const known = this.parts.get(name);
    if (known) return known;
    const xml = this.source(name);
    if (!xml) return undefined;
    const fragment = new Fragment(xml);
    const shapes = shapesOf(fragment).map((shape) => readShapeStyle(fragment, shape));
    const parent = isMaster ? undefined : this.parentOf(name);
    let part: DrawingPart | MasterPart = { shapes, ...(parent ? { parent } : {}) };
    if (isMaster) {
      const styles = fragment.spans.findIndex((_, index) => fragment.local(index) === 'txStyles');
      const style = (local: string) =>
        readListStyle(fragment, fragment.child(styles < 0 ? undefined : styles, local));
      const theme = [...internalTargets(this.source, name).values()].find((target) =>
        /\/theme\/[^/]+\.xml$/i.test(target),
      );
      part = {
        ...part,
        title: style('titleStyle'),
        body: style('bodyStyle'),
        other: style('otherStyle'),
        fonts: readThemeFonts(theme ? this.source(theme) : undefined),
      };
    }
    this.parts.set(name, part);
    return part;
  }
}
