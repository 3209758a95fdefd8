'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { RichTextEditorProps, RichTextLabels } from '@/components/admin/rich-text-editor';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { editorCanEdit } from '@/lib/admin/editor-html';

/**
 * An HTML text of the back-office (a page's content): a plain textarea of its HTML, which the form
 * sends as it is — what a browser without script, or before the editor arrives, works with — and,
 * once the screen has its script, the content editor in its place (fetched then, so that the
 * screen's first load does not carry it). The textarea stays in the form, hidden, holding the
 * editor's HTML; it announces each change as typing would (an `input` event), for the form's
 * other islands (components/admin/menu-page-seo-fields.tsx). HTML the editor would lose part of
 * (a table) stays in the textarea (lib/admin/editor-html.ts).
 */
export function RichTextField({
  name,
  label,
  plainHint,
  editorHint,
  rawHint,
  defaultValue,
  maxLength,
  lang,
  labels,
}: {
  name: string;
  label: string;
  /** The hint under the textarea: what HTML it takes. */
  plainHint: string;
  /** The hint under the editor. */
  editorHint: string;
  /** The hint under the textarea of HTML the editor cannot take over. */
  rawHint: string;
  defaultValue: string;
  maxLength: number;
  lang?: string;
  labels: RichTextLabels;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [editor, setEditor] = useState<{ Editor: ComponentType<RichTextEditorProps>; html: string } | null>(null);
  const editable = editorCanEdit(defaultValue);

  useEffect(() => {
    if (!editable) return;
    let current = true;
    import('@/components/admin/rich-text-editor').then(
      // What was typed in the textarea meanwhile is what the editor starts from.
      ({ RichTextEditor }) => current && setEditor({ Editor: RichTextEditor, html: textarea.current?.value ?? '' }),
      // Without the editor's code (a network failure), the textarea stays: the form works as without script.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [editable]);

  function onChange(html: string) {
    const field = textarea.current;
    if (!field) return;
    field.value = html;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    // Label, hint, then the text, as every field of the forms (components/forms/field-kit.tsx).
    <div className="min-w-0">
      <label
        id={labelId}
        htmlFor={`${id}-html`}
        className="field-label"
        // The label of a hidden textarea: a click on it goes to the editor instead.
        onClick={(event) => {
          if (!editor) return;
          event.preventDefault();
          document.getElementById(`${id}-text`)?.focus();
        }}
      >
        {label}
      </label>
      <p id={hintId} className="mb-1 text-sm text-muted">
        {editor ? editorHint : editable ? plainHint : rawHint}
      </p>
      {editor && (
        <editor.Editor
          textId={`${id}-text`}
          initialHtml={editor.html}
          onChange={onChange}
          labelledBy={labelId}
          describedBy={hintId}
          lang={lang}
          labels={labels}
        />
      )}
      <textarea
        ref={textarea}
        id={`${id}-html`}
        name={name}
        defaultValue={defaultValue}
        maxLength={maxLength}
        lang={lang}
        rows={10}
        hidden={editor !== null}
        aria-describedby={hintId}
        className={clsx(FIELD_CLASS, 'py-2 font-mono text-sm')}
      />
    </div>
  );
}
