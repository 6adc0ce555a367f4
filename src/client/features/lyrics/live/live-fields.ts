/**
 * The two parts of a lyrics document (the contract of issue 26): the body, as Tiptap's
 * Collaboration extension stores it (`field: 'body'`), and the title as a plain shared text.
 */
export const BODY_FIELD = 'body';
export const TITLE_FIELD = 'title';
