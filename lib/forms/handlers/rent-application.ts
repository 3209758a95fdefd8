import { rentalFigures, checkHousehold } from '@/lib/domain/rent-application';
import {
  defineForm,
  leadPayload,
  type FieldRefusal,
  PROPERTY_TAKEN,
  PROPERTY_UNAVAILABLE,
} from '@/lib/forms/form-pipeline';
import { rentApplicationMails } from '@/lib/forms/rent-application-mails';
import { rentApplicationSchema } from '@/lib/forms/rent-application';
import { keptUntil, type KeepingTime } from '@/lib/uploads/sweep';
import { uploadLink } from '@/lib/uploads/upload-link';
import { MAX_UPLOAD_REQUEST_BYTES, storeUploads } from '@/lib/uploads/handle-upload';
import { findUpload, type StoredUpload } from '@/lib/uploads/upload-store';
import { MAX_DOCUMENTS } from '@/lib/forms/choices';
import { takenState } from '@/lib/properties/marquee';
import { AVAILABLE } from '@/lib/properties/status';
import { GOAL, goalFromFeed } from '@/lib/properties/goal';

type UploadSettings = KeepingTime & {
  /** Where POST /api/forms/uploads/ stored the documents (env.UPLOAD_DIR; a temporary folder in tests). */
  directory: string;
  /** The key that signs the agency's download links. */
  linkKey: string;
};

// A file refused with the application sent without script: shown at the documents step.
const documentsIssue = (message: string): FieldRefusal => ({ path: ['documents'], message });

/** The rent application's route definition. */
export function rentApplicationForm(uploads: UploadSettings) {
  return defineForm({
    name: 'rent-application',
    schema: rentApplicationSchema,
    thankYou: 'rent-application',
    // Up to five document tokens and long free texts: more than the contact form's 20 kB.
    maxBytes: 40_000,
    // Sent without script, the documents come with the application (docs/forms.md, rent application).
    uploads: {
      field: 'documents',
      maxBytes: MAX_UPLOAD_REQUEST_BYTES,
      async store(files, named) {
        if (named + files.length > MAX_DOCUMENTS) return { tokens: [], issues: [documentsIssue('tooManyFiles')] };
        const { stored, issues } = await storeUploads(uploads.directory, files);
        return {
          tokens: stored.map((upload) => upload.token),
          issues: issues.map((issue) => documentsIssue(issue.message)),
        };
      },
      async describe(tokens) {
        const found = await Promise.all(tokens.map((token) => findUpload(uploads.directory, token)));
        return found.flatMap((upload) => (upload ? [{ token: upload.token, name: upload.name }] : []));
      },
    },
    async accept(application, { db, agencyEmail, siteUrl }) {
      const property = await db.property.findFirst({
        where: { id: application.propertyId, status: AVAILABLE },
        select: {
          id: true,
          goal: true,
          marquee: true,
          recordFile: true,
          price: true,
          publishPrice: true,
          chargesRenter: true,
          inventoryCost: true,
          minimumIncome: true,
          maximumPersons: true,
          bedrooms: true,
          translations: { select: { locale: true, title: true } },
        },
      });
      // A sale has no lease to apply for; a property already rented (or sold) takes no more.
      if (!property || goalFromFeed(property.goal) === GOAL.sale) return PROPERTY_UNAVAILABLE;
      if (takenState(property.marquee)) return PROPERTY_TAKEN;

      const stored = await Promise.all(application.documents.map((token) => findUpload(uploads.directory, token)));
      const unknown: FieldRefusal[] = stored.flatMap((upload, index) =>
        upload ? [] : [{ path: ['documents', String(index)], message: 'uploadUnknown' }],
      );
      if (unknown.length > 0) return unknown;
      const documents = (stored as StoredUpload[]).map((upload) => {
        const expiresAt = keptUntil(new Date(upload.storedAt), uploads);
        return { name: upload.name, url: uploadLink(siteUrl, uploads.linkKey, upload.token, expiresAt), expiresAt };
      });

      // The same figures the visitor saw: a private rent stays private here too.
      const figures = rentalFigures({ ...property, price: property.publishPrice ? property.price : null });
      const check = checkHousehold(
        {
          adults: application.adults,
          children: application.children,
          incomes: [application.income1.amount, application.income2.amount],
        },
        figures,
      );
      const titleIn = (locale: string) =>
        property.translations.find((text) => text.locale === locale)?.title ??
        property.translations[0]?.title ??
        property.recordFile;
      const mails = rentApplicationMails({
        application,
        documents,
        property: {
          id: property.id,
          reference: property.recordFile,
          titleFr: titleIn('fr'),
          title: titleIn(application.locale),
        },
        figures,
        check,
        agencyEmail,
      });
      return {
        lead: {
          type: 'rent-application',
          propertyId: property.id,
          payload: { ...leadPayload(application), figures, check },
        },
        mails: () => mails,
      };
    },
  });
}
