import { describe, expect, it } from 'vitest';
import { editorCanEdit } from '@/lib/admin/editor-html';

describe('editorCanEdit (stored HTML the content editor may take over)', () => {
  it.each([
    ['no content', ''],
    ['text alone', 'Bonjour'],
    [
      'what the editor writes',
      '<h2>Titre</h2><p>Un <strong>bon</strong> <em>plan</em><br>ici</p><ul><li><p>Un</p></li></ul>',
    ],
    [
      'a numbered list, a link and a picture',
      '<ol><li>Un</li></ol><p><a href="/fr/">x</a><img src="/media/a.webp" alt=""></p>',
    ],
    ['b and i, read as strong and em', '<p><b>Gras</b> <i>italique</i></p>'],
    ['upper-case tags and closing tags', '<P>Un</P><H3>Deux</H3>'],
  ])('takes %s', (_, html) => {
    expect(editorCanEdit(html)).toBe(true);
  });

  it.each([
    ['a table', '<table><tr><td>1</td></tr></table>'],
    ['a heading of another level', '<h1>Titre</h1>'],
    ['a fourth-level heading', '<h4>Titre</h4>'],
    ['a layout of divs', '<div class="col"><p>Un</p></div>'],
    ['a span', '<p><span lang="en">word</span></p>'],
    ['a quotation', '<blockquote>Cité</blockquote>'],
    ['an element with a dash', '<my-widget></my-widget>'],
  ])('leaves %s to the textarea', (_, html) => {
    expect(editorCanEdit(html)).toBe(false);
  });
});
