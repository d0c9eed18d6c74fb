// What the other gateway domains may use of templates: they import it from here, never from its files.
export { templateId } from './template-id';
export { type SignLink, templateLinkSigner } from './template-links';
export { presentationWizard, templateCreated } from './template-views';
