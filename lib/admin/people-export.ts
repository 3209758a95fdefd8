import 'server-only';
import { auditEntry } from '@/lib/staff/audit';
import { personRecords } from '@/lib/admin/people';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { personExportData, personExportZip } from '@/lib/privacy/person-export';
import { personExportHtml } from '@/lib/admin/person-export-html';
import type { PersonIdentifier } from '@/lib/privacy/person-identifier';
import { sectionCounts } from '@/lib/privacy/person-records';

/**
 * The zip of everything held about `person`, for an access or portability request, its page in
 * the language of the member of staff who answers it. Personal data leaving the site: the audit
 * log records who took it and how much, not whose it was. The file's name holds no personal data.
 */
export async function personExportResponse(person: PersonIdentifier, staff: StaffMember): Promise<Response> {
  const now = new Date();
  const records = await personRecords(person);
  await auditEntry(db, staff, 'person.export', 'person', { identifiedBy: person.kind, ...sectionCounts(records) });
  const data = personExportData(records, person, now);
  const zip = personExportZip(data, personExportHtml(data, staff.locale), env().UPLOAD_DIR);
  return new Response(zip, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.zip"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
