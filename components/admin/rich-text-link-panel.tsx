'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SECONDARY_BUTTON } from '@/components/admin/admin-classes';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { editorLinkHref } from '@/lib/admin/editor-link';

export type LinkPanelLabels = {
  address: string;
  hint: string;
  invalid: string;
  apply: string;
  remove: string;
  cancel: string;
};

/**
 * The address of the link on the selected text, asked for below the toolbar rather than in the
 * browser's prompt: labelled, in the staff's language, refused with a reason (lib/admin/editor-link.ts).
 * Enter applies it and Escape leaves it, without sending the page's form around it.
 */
export function RichTextLinkPanel({
  initialHref,
  labels,
  onApply,
  onRemove,
  onCancel,
}: {
  initialHref: string;
  labels: LinkPanelLabels;
  /** The checked address, and the text as typed (the link's text when nothing was selected). */
  onApply: (href: string, typed: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => input.current?.focus(), []);

  function apply() {
    const href = editorLinkHref(value);
    if (href) onApply(href, value.trim());
    else {
      setInvalid(true);
      input.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div className="flex flex-col gap-2 border border-b-0 border-muted/60 bg-white p-3">
      <label className="flex flex-col gap-1 font-medium">
        {labels.address}
        <input
          ref={input}
          type="text"
          inputMode="url"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          className={clsx(FIELD_CLASS, 'font-mono text-sm font-normal')}
        />
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {labels.hint}
      </p>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-800">
          {labels.invalid}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={apply} className={SECONDARY_BUTTON}>
          {labels.apply}
        </button>
        {initialHref && (
          <button type="button" onClick={onRemove} className={SECONDARY_BUTTON}>
            {labels.remove}
          </button>
        )}
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {labels.cancel}
        </button>
      </div>
    </div>
  );
}
