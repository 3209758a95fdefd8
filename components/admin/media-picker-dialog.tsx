'use client';

import clsx from 'clsx';
import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/admin/admin-classes';
import { ALERT_CLASS, FIELD_CLASS } from '@/components/forms/field-classes';
import { MAX_MEDIA_BYTES, MEDIA_ACCEPT } from '@/lib/media/media-checks';
import type { MediaImage } from '@/lib/media/media-library';

const MEDIA_ROUTE = '/api/admin/media/';
const UPLOAD_ERRORS = ['mediaTooLarge', 'mediaType', 'mediaUnreadable', 'failed'] as const;
type UploadError = (typeof UPLOAD_ERRORS)[number];

export type MediaPickerLabels = {
  title: string;
  upload: string;
  uploadHint: string;
  uploading: string;
  uploaded: string;
  library: string;
  loading: string;
  empty: string;
  alt: string;
  altHint: string;
  choose: string;
  insert: string;
  cancel: string;
  errors: Record<UploadError, string>;
};

export type MediaChoice = { url: string; alt: string };

/** What an upload answered (lib/admin/media.ts): the stored picture, or the key of its refusal. */
async function uploadImage(file: File): Promise<MediaImage | UploadError> {
  if (file.size > MAX_MEDIA_BYTES) return 'mediaTooLarge';
  const body = new FormData();
  body.append('file', file);
  try {
    const response = await fetch(MEDIA_ROUTE, { method: 'POST', body, headers: { Accept: 'application/json' } });
    if (response.ok) return ((await response.json()) as { image: MediaImage }).image;
    if (response.status === 413) return 'mediaTooLarge';
    const { error } = (await response.json().catch(() => ({}))) as { error?: string };
    return UPLOAD_ERRORS.find((known) => known === error) ?? 'failed';
  } catch {
    return 'failed';
  }
}

/** A picture's thumbnail: a raster through the site's image renditions, an SVG of the brand as it is. */
function Thumbnail({ image }: { image: MediaImage }) {
  const className = 'aspect-[4/3] w-full rounded bg-sand-50 object-contain';
  return image.width && image.height ? (
    <Image src={image.url} alt="" width={image.width} height={image.height} sizes="200px" className={className} />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- a brand SVG, which the image optimizer does not take
    <img src={image.url} alt="" loading="lazy" className={className} />
  );
}

/**
 * The image picker (docs/back-office.md, menu pages): the site's pictures — those uploaded, then
 * the brand's — and an upload, which is checked and re-encoded on the server and then chosen. A
 * modal dialog of the browser (focus kept inside, Escape closes it), outside the page's form so
 * that none of its fields is sent with the form. With `withAlt`, the picture gets a text
 * alternative (an image in a text); without, it is decorative (a banner).
 */
export function MediaPickerDialog({
  open,
  withAlt,
  labels,
  onChoose,
  onClose,
}: {
  open: boolean;
  withAlt: boolean;
  labels: MediaPickerLabels;
  onChoose: (choice: MediaChoice) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [images, setImages] = useState<MediaImage[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [upload, setUpload] = useState<'idle' | 'busy' | 'done' | UploadError>('idle');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open || images) return;
    let current = true;
    fetch(MEDIA_ROUTE, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ images: MediaImage[] }>) : { images: [] }))
      .catch(() => ({ images: [] }))
      .then((answer) => current && setImages(answer.images));
    return () => {
      current = false;
    };
  }, [open, images]);

  async function send(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setUpload('busy');
    const answer = await uploadImage(file);
    input.value = '';
    if (typeof answer === 'string') return setUpload(answer);
    setImages((list) => [answer, ...(list ?? []).filter((image) => image.url !== answer.url)]);
    setChosen(answer.url);
    setUpload('done');
  }

  function choose() {
    if (!chosen) return;
    onChoose({ url: chosen, alt: alt.trim() });
    setAlt('');
    onClose();
  }

  const errorId = `${id}-upload-error`;
  const failed = upload !== 'idle' && upload !== 'busy' && upload !== 'done';
  // Portalled to the body only once the browser has one (the dialog is never open before then).
  if (typeof document === 'undefined') return null;
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto max-h-[92dvh] w-[min(100%-1.5rem,52rem)] overflow-y-auto rounded-lg bg-white p-5 text-ink backdrop:bg-ink/60 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {labels.title}
      </h2>
      <div className="mt-4 flex flex-col gap-1">
        <label className="flex flex-col gap-1 font-medium">
          {labels.upload}
          <input
            type="file"
            accept={MEDIA_ACCEPT}
            disabled={upload === 'busy'}
            onChange={(event) => void send(event.currentTarget)}
            aria-describedby={`${id}-upload-hint${failed ? ` ${errorId}` : ''}`}
            aria-invalid={failed || undefined}
            className="font-normal file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800"
          />
        </label>
        <p id={`${id}-upload-hint`} className="text-sm text-muted">
          {labels.uploadHint}
        </p>
        <p role="status" className="text-sm font-medium empty:hidden">
          {upload === 'busy' ? labels.uploading : upload === 'done' ? labels.uploaded : ''}
        </p>
        {failed && (
          <p id={errorId} role="alert" className={ALERT_CLASS}>
            {labels.errors[upload]}
          </p>
        )}
      </div>
      <fieldset className="mt-5 min-w-0">
        <legend className="mb-2 font-semibold">{labels.library}</legend>
        {images === null ? (
          <p className="text-muted">{labels.loading}</p>
        ) : images.length === 0 ? (
          <p className="text-muted">{labels.empty}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {images.map((image) => (
              <li key={image.url}>
                <label
                  className={clsx(
                    'flex h-full cursor-pointer flex-col gap-2 rounded-md border-2 p-2 text-sm break-all',
                    chosen === image.url ? 'border-brand-700 bg-brand-50' : 'border-line hover:border-brand-700',
                  )}
                >
                  <Thumbnail image={image} />
                  <span className="flex items-start gap-2">
                    <input
                      type="radio"
                      name={`${id}-image`}
                      value={image.url}
                      checked={chosen === image.url}
                      onChange={() => setChosen(image.url)}
                      className="mt-0.5 size-5 shrink-0 accent-brand-700"
                    />
                    {image.name}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {withAlt && (
        <div className="mt-5 flex flex-col gap-1">
          <label className="flex flex-col gap-1 font-medium">
            {labels.alt}
            <input
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              maxLength={200}
              aria-describedby={`${id}-alt-hint`}
              className={clsx(FIELD_CLASS, 'font-normal')}
            />
          </label>
          <p id={`${id}-alt-hint`} className="text-sm text-muted">
            {labels.altHint}
          </p>
        </div>
      )}
      {/* The buttons stay at the dialog's foot however long the list it scrolls. */}
      <div className="sticky -bottom-5 -mx-5 mt-6 -mb-5 flex flex-wrap gap-3 border-t border-line bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
        <button
          type="button"
          onClick={choose}
          disabled={!chosen}
          className={clsx(PRIMARY_BUTTON, 'disabled:opacity-60')}
        >
          {withAlt ? labels.insert : labels.choose}
        </button>
        <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          {labels.cancel}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
