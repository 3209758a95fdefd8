import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { PersonIdentifier } from '@/lib/privacy/person-identifier';
import type { PersonRecords } from '@/lib/privacy/person-records';
import { UPLOAD_EXTENSIONS } from '@/lib/uploads/sniff';
import { readUpload, type StoredUpload } from '@/lib/uploads/upload-store';

// An access or portability request answered (docs/forms.md, personal data): one zip file holding
// what the site holds about the person as JSON (for a program), the same as an HTML page (for a
// person: lib/admin/person-export-html.ts), and their uploaded documents as they sent them.

const PERSON_JSON = 'personal-data.json';
const PERSON_HTML = 'personal-data.html';

/** Where a document lies in the zip: its token and the type it was detected as, never the visitor's name. */
function documentPath(document: Pick<StoredUpload, 'token' | 'type'>): string {
  return `documents/${document.token}.${UPLOAD_EXTENSIONS[document.type]}`;
}

/** The export's contents: every section of the records, each document with its place in the zip. */
export function personExportData(records: PersonRecords, person: PersonIdentifier, exportedAt: Date) {
  return {
    exportedAt,
    identifiedBy: person,
    ...records,
    documents: records.documents.map((document) => ({ ...document, file: documentPath(document) })),
  };
}

export type PersonExportData = ReturnType<typeof personExportData>;

/**
 * The zip, streamed: the JSON and the page first, then each document read one at a time, so the
 * export never holds every file at once. Documents are stored as they are (PDF and pictures are
 * compressed already); a document removed since the search is left out.
 */
export function personExportZip(data: PersonExportData, html: string, uploadDir: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const add = (file: ZipDeflate | ZipPassThrough, bytes: Uint8Array) => {
        zip.add(file);
        file.push(bytes, true);
      };
      add(new ZipDeflate(PERSON_JSON), strToU8(JSON.stringify(data, null, 2)));
      add(new ZipDeflate(PERSON_HTML), strToU8(html));
      void (async () => {
        for (const document of data.documents) {
          const upload = await readUpload(uploadDir, document.token);
          if (upload) add(new ZipPassThrough(document.file), new Uint8Array(upload.bytes));
        }
        zip.end();
      })().catch((error: unknown) => controller.error(error));
    },
  });
}
