'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { describedBy, FieldFrame, useFieldErrors } from '@/components/forms/field-kit';
import { DOCUMENT_FILES_FIELD, MAX_DOCUMENTS } from '@/lib/forms/choices';
import { TitledSection } from '@/components/ui/titled-section';

export type UploadedDocument = { token: string; name: string };

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';

/**
 * Step 4: documents are sent as soon as they are chosen (POST /api/forms/uploads/, which checks
 * their real type and size); the application then carries only their tokens. The server's word is
 * final, the checks here only spare the visitor a useless upload. Without script the files go with
 * the application itself, and those of an application that came back refused are kept by their
 * tokens (`cameBack`: the others must be chosen again).
 */
export function DocumentsStep({
  documents,
  onChange,
  error,
  cameBack,
}: {
  documents: UploadedDocument[];
  onChange: (documents: UploadedDocument[]) => void;
  error?: string;
  cameBack: boolean;
}) {
  const t = useTranslations('RentApplication');
  const message = useFieldErrors();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = message(problem ?? error);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    setProblem(null);
    if (documents.length + files.length > MAX_DOCUMENTS) return setProblem('tooManyFiles');
    if (files.some((file) => file.size > MAX_FILE_BYTES)) return setProblem('fileTooLarge');
    const body = new FormData();
    for (const file of files) body.append('files', file);
    setUploading(true);
    try {
      const response = await fetch('/api/forms/uploads/', { method: 'POST', body });
      const answer = (await response.json().catch(() => ({}))) as {
        files?: UploadedDocument[];
        issues?: { message: string }[];
        error?: string;
      };
      if (response.ok && answer.files)
        onChange([...documents, ...answer.files.map(({ token, name }) => ({ token, name }))]);
      else if (response.status === 429) setProblem('rateLimited');
      else setProblem(answer.issues?.[0]?.message ?? 'uploadFailed');
    } catch {
      setProblem('uploadFailed');
    } finally {
      setUploading(false);
    }
  }

  const full = documents.length >= MAX_DOCUMENTS;
  return (
    <>
      <p>{t('documentsIntro')}</p>
      {cameBack && <p className="text-sm text-muted">{t('documentsAgain')}</p>}
      <FieldFrame id="rent-documents" label={t('documentsAdd')} hint={t('documentsHint')} error={shown}>
        <input
          id="rent-documents"
          type="file"
          name={DOCUMENT_FILES_FIELD}
          multiple
          accept={ACCEPT}
          disabled={uploading || full}
          onChange={(event) => void upload(event)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy('rent-documents', true, shown)}
          className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800 disabled:opacity-60"
        />
      </FieldFrame>
      <p role="status" className="text-sm text-muted">
        {uploading ? t('uploading') : t('documentsCount', { count: documents.length })}
      </p>
      <TitledSection
        id="rent-documents-list"
        title={t('documentsList')}
        level="h4"
        headingClassName="mb-2 font-semibold"
      >
        {documents.length === 0 ? (
          <p className="text-muted">{t('noDocuments')}</p>
        ) : (
          <ul className="grid gap-2">
            {documents.map((document) => (
              <li
                key={document.token}
                className="flex min-h-12 flex-wrap items-center justify-between gap-2 rounded-md border border-line px-3 py-2"
              >
                <span className="min-w-0 break-all">{document.name}</span>
                <input type="hidden" name="documents" value={document.token} />
                {/* Removing a document needs the script; without it the kept ones are sent again. */}
                <button
                  type="button"
                  onClick={() => onChange(documents.filter((other) => other.token !== document.token))}
                  className="min-h-11 rounded-md px-3 font-medium text-brand-700 underline hover:bg-brand-50 no-script:hidden"
                >
                  {t('removeShort')}
                  <span className="sr-only"> {document.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </>
  );
}
