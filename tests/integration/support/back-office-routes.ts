// The back-office's route handlers, named once for its integration tests. Each route module is
// imported at the handler's first call: after the test file's mocks and backOfficeFixture's
// environment and session, which the modules read when they load.

/** `load`'s handler, imported when it is first called. */
function importedWhenCalled<Handler extends (...args: never[]) => Promise<Response>>(
  load: () => Promise<Handler>,
): Handler {
  return (async (...args: Parameters<Handler>) => (await load())(...args)) as Handler;
}

export const adminRoutes = {
  articles: importedWhenCalled(async () => (await import('@/app/api/admin/articles/route')).POST),
  article: importedWhenCalled(async () => (await import('@/app/api/admin/articles/[id]/route')).POST),
  layout: {
    home: importedWhenCalled(async () => (await import('@/app/api/admin/layout/home/route')).POST),
    header: importedWhenCalled(async () => (await import('@/app/api/admin/layout/header/route')).POST),
    footer: importedWhenCalled(async () => (await import('@/app/api/admin/layout/footer/route')).POST),
  },
  /** Marks leads (handled, spam…) from the inbox. */
  leads: importedWhenCalled(async () => (await import('@/app/api/admin/leads/route')).POST),
  /** A lead's follow-up, each at /api/admin/leads/{id}/{its name}/. */
  lead: {
    assignment: importedWhenCalled(async () => (await import('@/app/api/admin/leads/[id]/assignment/route')).POST),
    notes: importedWhenCalled(async () => (await import('@/app/api/admin/leads/[id]/notes/route')).POST),
    reply: importedWhenCalled(async () => (await import('@/app/api/admin/leads/[id]/reply/route')).POST),
  },
  leadsExport: importedWhenCalled(async () => (await import('@/app/api/admin/leads/export/route')).GET),
  leadDocument: importedWhenCalled(async () => (await import('@/app/api/admin/leads/documents/[token]/route')).GET),
  /** Sends a failed mail again. */
  outboxMail: importedWhenCalled(async () => (await import('@/app/api/admin/outbox/[id]/route')).POST),
  owners: importedWhenCalled(async () => (await import('@/app/api/admin/owners/route')).POST),
  owner: importedWhenCalled(async () => (await import('@/app/api/admin/owners/[id]/route')).POST),
  staff: importedWhenCalled(async () => (await import('@/app/api/admin/staff/route')).POST),
  staffMember: importedWhenCalled(async () => (await import('@/app/api/admin/staff/[id]/route')).POST),
  pages: importedWhenCalled(async () => (await import('@/app/api/admin/pages/route')).POST),
  page: importedWhenCalled(async () => (await import('@/app/api/admin/pages/[id]/route')).POST),
  modules: importedWhenCalled(async () => (await import('@/app/api/admin/modules/route')).POST),
  module: importedWhenCalled(async () => (await import('@/app/api/admin/modules/[id]/route')).POST),
};
