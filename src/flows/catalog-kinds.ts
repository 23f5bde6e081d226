/** Catalogue names of `simp catalog`; kept apart so the command line can list them without loading the engines. */
export const CATALOG_KINDS = ['signals', 'milestones', 'risks', 'crisis', 'quit-questions', 'quit-signals', 'readiness'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
