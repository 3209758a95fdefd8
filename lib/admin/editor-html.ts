// Which stored HTML the content editor (components/admin/rich-text-editor.tsx) may take over. It
// rewrites the text from what it understands, so HTML holding anything else — a table, a heading
// of another level, a layout of divs that someone typed — would lose it at the first keystroke:
// such a text stays in its textarea, as HTML.

/** The elements the editor writes and reads back unchanged (b and i it reads as strong and em). */
export const EDITOR_ELEMENTS = new Set(['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'img']);

/** Whether every element of `html` is one the editor keeps. */
export function editorCanEdit(html: string): boolean {
  return [...html.matchAll(/<\s*([a-z][a-z\d-]*)/gi)].every(([, name = '']) => EDITOR_ELEMENTS.has(name.toLowerCase()));
}
