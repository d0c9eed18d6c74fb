export { findFitCandidates, type FitCandidate, type SlideFitPlan } from './fit-candidates';
export {
  fitSlideText,
  slideShapes,
  type FitReport,
  type RowShape,
  type FitText,
  type TextFitting,
} from './fit-slide';
export { TemplateStyles } from './template-styles';
export { fitTemplateShapes, ShapeTemplate, type ShapePieces, type TextSite } from './shape-template';
export type { Cut } from './rewrite-autofit';
