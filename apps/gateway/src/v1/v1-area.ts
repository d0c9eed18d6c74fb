/** Metadata on v1's controllers: the global domain-error mapping leaves their errors to V1ExceptionFilter. */
export const V1_AREA = 'deckmill:api-v1';
