'use client';

import clsx from 'clsx';
import { useState, useSyncExternalStore } from 'react';
import { SECONDARY_BUTTON } from '@/components/admin/admin-classes';
import { MediaPickerDialog, type MediaPickerLabels } from '@/components/admin/media-picker-dialog';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { describedBy, FieldFrame } from '@/components/forms/field-kit';
import { safeMediaUrl } from '@/lib/site/media-urls';

export type BannerFieldLabels = {
  current: string;
  none: string;
  choose: string;
  picker: MediaPickerLabels;
};

const subscribeToNothing = () => () => undefined;

/**
 * The banner's media (docs/cms.md, page banner): the picture shown, chosen in the image picker
 * (an upload included) once the screen has its script; and its address, which the form sends —
 * typed by hand for a gallery (one a line), a video link or a picture elsewhere, and all there is
 * without script.
 */
export function MenuPageBannerField({
  id,
  name,
  label,
  hint,
  defaultValue,
  maxLength,
  error,
  className,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  maxLength?: number;
  /** Why the server refused the address, shown under it. */
  error: string | null;
  className?: string;
  labels: BannerFieldLabels;
}) {
  const [value, setValue] = useState(defaultValue);
  const [picking, setPicking] = useState(false);
  // False on the server and while hydrating, true after: the picker needs the script.
  const scripted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // A preview for one picture; a gallery's list or a video link has none.
  const picture = value.trim() && !/[\n,]/.test(value.trim()) ? safeMediaUrl(value) : null;

  return (
    <div className={clsx('flex min-w-0 flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center gap-4">
        {picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- the banner as chosen, any size (SVG allowed)
          <img src={picture} alt={labels.current} className="h-24 w-40 rounded-md border border-line object-cover" />
        ) : (
          <p className="flex h-24 w-40 items-center justify-center rounded-md border border-dashed border-line p-2 text-center text-sm text-muted">
            {labels.none}
          </p>
        )}
        {scripted && (
          <button type="button" onClick={() => setPicking(true)} className={SECONDARY_BUTTON}>
            {labels.choose}
          </button>
        )}
      </div>
      <FieldFrame id={id} label={label} hint={hint} error={error}>
        <textarea
          id={id}
          name={name}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={maxLength}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={clsx(FIELD_CLASS, 'py-2 font-mono text-sm')}
        />
      </FieldFrame>
      {scripted && (
        <MediaPickerDialog
          open={picking}
          withAlt={false}
          labels={labels.picker}
          onChoose={({ url }) => setValue(url)}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
