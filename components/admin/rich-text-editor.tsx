'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import { useState } from 'react';
import { MediaPickerDialog, type MediaPickerLabels } from '@/components/admin/media-picker-dialog';
import { RichTextLinkPanel, type LinkPanelLabels } from '@/components/admin/rich-text-link-panel';
import { RichTextToolbar } from '@/components/admin/rich-text-toolbar';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { editorLinkHref } from '@/lib/admin/editor-link';

export type RichTextLabels = {
  toolbar: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  image: string;
  undo: string;
  redo: string;
  linkPanel: LinkPanelLabels;
  picker: MediaPickerLabels;
};

export type RichTextEditorProps = {
  /** The id of the editable text, which the toolbar controls and the field's label focuses. */
  textId: string;
  initialHtml: string;
  /** The HTML after each change; empty when the text is. */
  onChange: (html: string) => void;
  /** The ids of the field's label and hint. */
  labelledBy: string;
  describedBy: string;
  lang?: string;
  labels: RichTextLabels;
};

/**
 * What the editor writes: paragraphs, section titles (h2, h3: the page's own title is its h1),
 * bold and italic, lists, links and pictures — all of which the sanitizer keeps
 * (lib/site/article-html.ts), and nothing the toolbar does not offer.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // The sanitizer sets rel on links to other sites; the editor adds no target.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => editorLinkHref(url) !== null,
    },
  }),
  Image.configure({ allowBase64: false }),
];

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d={path} />
  </svg>
);
/** The signs of the buttons that have no letter of their own. */
const ICONS = {
  link: icon('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'),
  image: icon('M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01'),
  undo: icon('M9 7 4 12l5 5M4 12h11a5 5 0 0 1 0 10h-2'),
  redo: icon('M15 7l5 5-5 5M20 12H9a5 5 0 0 0 0 10h2'),
};

/** Where the cursor is: the toolbar's pressed and disabled buttons (none before the editor is made). */
function toolbarState({ editor }: { editor: Editor | null }) {
  if (!editor) return null;
  return {
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/**
 * The content editor (Tiptap): a toolbar, the text as it will read on the page, a panel for a
 * link's address and the image picker. Loaded by components/admin/rich-text-field.tsx once the
 * screen has its script; the field's textarea carries the HTML it writes.
 */
export function RichTextEditor({
  textId,
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  lang,
  labels,
}: RichTextEditorProps) {
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    // Made at once: this component only ever renders in the browser (rich-text-field.tsx fetches it
    // after hydration), where Tiptap would otherwise wait a render in a Next app, for the server's sake.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: textId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        ...(lang && { lang }),
        class: clsx(FIELD_CLASS, 'prose-article min-h-60 rounded-t-none py-3 font-normal'),
      },
    },
    // The editor keeps an empty paragraph after a closing picture or list, for the cursor: not the page's.
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML().replace(/(?:<p><\/p>)+$/, '')),
  });
  const state = useEditorState({ editor, selector: toolbarState });
  if (!editor || !state) return null;

  const run = (command: (chain: ChainedCommands) => ChainedCommands) => () => command(editor.chain().focus()).run();
  const close = () => {
    setPanel(null);
    editor.commands.focus();
  };

  return (
    <div className="flex flex-col">
      <RichTextToolbar
        label={labels.toolbar}
        controls={textId}
        buttons={[
          {
            key: 'h2',
            label: labels.heading2,
            sign: 'H2',
            pressed: state.heading2,
            onClick: run((chain) => chain.toggleHeading({ level: 2 })),
          },
          {
            key: 'h3',
            label: labels.heading3,
            sign: 'H3',
            pressed: state.heading3,
            onClick: run((chain) => chain.toggleHeading({ level: 3 })),
          },
          {
            key: 'bold',
            label: labels.bold,
            sign: 'B',
            pressed: state.bold,
            group: true,
            onClick: run((chain) => chain.toggleBold()),
          },
          {
            key: 'italic',
            label: labels.italic,
            sign: <i className="font-serif">I</i>,
            pressed: state.italic,
            onClick: run((chain) => chain.toggleItalic()),
          },
          {
            key: 'bullets',
            label: labels.bulletList,
            sign: '•',
            pressed: state.bulletList,
            group: true,
            onClick: run((chain) => chain.toggleBulletList()),
          },
          {
            key: 'numbers',
            label: labels.orderedList,
            sign: '1.',
            pressed: state.orderedList,
            onClick: run((chain) => chain.toggleOrderedList()),
          },
          {
            key: 'link',
            label: labels.link,
            sign: ICONS.link,
            pressed: state.link,
            group: true,
            onClick: () => setPanel('link'),
          },
          { key: 'image', label: labels.image, sign: ICONS.image, onClick: () => setPanel('image') },
          {
            key: 'undo',
            label: labels.undo,
            sign: ICONS.undo,
            disabled: !state.canUndo,
            group: true,
            onClick: run((chain) => chain.undo()),
          },
          {
            key: 'redo',
            label: labels.redo,
            sign: ICONS.redo,
            disabled: !state.canRedo,
            onClick: run((chain) => chain.redo()),
          },
        ]}
      />
      {panel === 'link' && (
        <RichTextLinkPanel
          initialHref={String(editor.getAttributes('link').href ?? '')}
          labels={labels.linkPanel}
          onApply={(href, text) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            // Nothing selected and no link under the cursor: the address itself becomes the link's text.
            if (editor.state.selection.empty && !editor.isActive('link'))
              chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] });
            else chain.setLink({ href });
            chain.run();
            setPanel(null);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setPanel(null);
          }}
          onCancel={close}
        />
      )}
      <EditorContent editor={editor} />
      <MediaPickerDialog
        open={panel === 'image'}
        withAlt
        labels={labels.picker}
        onChoose={({ url, alt }) => editor.chain().focus().setImage({ src: url, alt }).run()}
        onClose={() => setPanel(null)}
      />
    </div>
  );
}
