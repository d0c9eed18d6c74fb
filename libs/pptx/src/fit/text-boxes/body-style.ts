import type { AutofitMode } from '../text-model';
import { Fragment } from './xml-reading';

/** `a:bodyPr` as one level of the inheritance sets it. */
export interface BodyStyle {
  readonly left?: number;
  readonly top?: number;
  readonly right?: number;
  readonly bottom?: number;
  readonly wrap?: boolean;
  readonly columns?: number;
  readonly columnGap?: number;
  readonly vertical?: boolean;
  readonly autofit?: AutofitMode;
}

/** PowerPoint's defaults: 0.1" left and right, 0.05" top and bottom. */
export const DEFAULT_INSETS = { left: 91_440, top: 45_720, right: 91_440, bottom: 45_720 } as const;

const AUTOFIT: Record<string, AutofitMode> = {
  normAutofit: 'shrink',
  spAutoFit: 'resize',
  noAutofit: 'none',
};

export function autofitChild(fragment: Fragment, bodyPr: number | undefined): number | undefined {
  return fragment.childrenOf(bodyPr ?? -1).find((child) => AUTOFIT[fragment.local(child)] !== undefined);
}

export function readBodyStyle(fragment: Fragment, bodyPr: number | undefined): BodyStyle {
  if (bodyPr === undefined) return {};
  const wrap = fragment.attribute(bodyPr, 'wrap');
  const vert = fragment.attribute(bodyPr, 'vert');
  const autofit = autofitChild(fragment, bodyPr);
  return {
    left: fragment.numberAttribute(bodyPr, 'lIns'),
    top: fragment.numberAttribute(bodyPr, 'tIns'),
    right: fragment.numberAttribute(bodyPr, 'rIns'),
    bottom: fragment.numberAttribute(bodyPr, 'bIns'),
    wrap: wrap === undefined ? undefined : wrap !== 'none',
    columns: fragment.numberAttribute(bodyPr, 'numCol'),
    columnGap: fragment.numberAttribute(bodyPr, 'spcCol'),
    vertical: vert === undefined ? undefined : vert !== 'horz',
    autofit: autofit === undefined ? undefined : AUTOFIT[fragment.local(autofit)],
  };
}
