export { findFitCandidates, type FitCandidate, type SlideFitPlan } from './fit-candidates';
export { fitSlideText, type FitReport, type FitText, type TextFitting } from './fit-slide';
export { TemplateStyles } from './template-styles';
