// What a menu page or a module is (prisma/schema.prisma, MenuPage and Module): the site shows only
// what is Published; a Draft is seen by staff alone (docs/cms.md).
export const PUBLICATION_STATUSES = ['Published', 'Draft'] as const;
