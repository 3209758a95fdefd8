import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, truncateDescription } from '@/lib/domain/description';

// Words of four letters separated by single spaces: spaces at indexes 4, 9, 14, ...
const words = (length: number) => 'abcd '.repeat(Math.ceil(length / 5)).slice(0, length);
// A text whose only space sits at `index`, everything else a letter.
const spaceAt = (index: number, length: number) => `${'x'.repeat(index)} ${'y'.repeat(length - index - 1)}`;

describe('truncateDescription: short texts are returned as they are', () => {
  it.each([0, 1, 249, 250])('a %d-character text is kept whole', (length) => {
    const text = 'x'.repeat(length);
    expect(truncateDescription(text)).toBe(text);
  });

  it('defaults to a 250-character limit', () => {
    expect(DESCRIPTION_LIMIT).toBe(250);
  });
});

describe('truncateDescription: cutting', () => {
  it.each<[string, string, number, string]>([
    // Without spaces there is no word to keep: hard cut at the limit.
    ['251 letters', 'x'.repeat(251), 250, `${'x'.repeat(250)}…`],
    ['1000 letters', 'x'.repeat(1000), 250, `${'x'.repeat(250)}…`],
    // The last space before the limit is exactly at 80% (index 200): cut at the word.
    ['space at exactly 80%', spaceAt(200, 300), 250, `${'x'.repeat(200)}…`],
    // One character short of 80%: hard cut.
    ['space just before 80%', spaceAt(199, 300), 250, `${'x'.repeat(199)} ${'y'.repeat(50)}…`],
    ['space just after 80%', spaceAt(201, 300), 250, `${'x'.repeat(201)}…`],
    ['space at 249', spaceAt(249, 300), 250, `${'x'.repeat(249)}…`],
    // A word that ends exactly at the limit is kept whole.
    ['space right at the limit', spaceAt(250, 300), 250, `${'x'.repeat(250)}…`],
    [
      'last word ends exactly at the limit',
      `${'x'.repeat(220)} ${'y'.repeat(29)} ${'z'.repeat(49)}`,
      250,
      `${'x'.repeat(220)} ${'y'.repeat(29)}…`,
    ],
    ['space just past the limit', spaceAt(251, 300), 250, `${'x'.repeat(250)}…`],
    ['space near the start only', spaceAt(1, 300), 250, `x ${'y'.repeat(248)}…`],
    ['small custom limit, word cut', 'Maison de maître lumineuse', 20, 'Maison de maître…'],
    ['small custom limit, hard cut', 'Appartementsgebouw met tuin', 10, 'Appartemen…'],
  ])('%s', (_case, text, limit, expected) => {
    expect(truncateDescription(text, limit)).toBe(expected);
  });

  it.each([251, 260, 400])('a %d-character text of words ends on a whole word, within the limit', (length) => {
    const result = truncateDescription(words(length));
    expect(result.endsWith('abcd…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(251);
    expect(result.length).toBeGreaterThan(200);
  });

  it.each([
    ['a trailing comma', `${'x'.repeat(230)}, ${'y'.repeat(40)}`, `${'x'.repeat(230)}…`],
    ['a trailing full stop', `${'x'.repeat(230)}. ${'y'.repeat(40)}`, `${'x'.repeat(230)}…`],
    ['a trailing dash', `${'x'.repeat(228)} - ${'y'.repeat(40)}`, `${'x'.repeat(228)}…`],
    ['a hard cut ending on punctuation', `${'x'.repeat(248)}!?${'y'.repeat(40)}`, `${'x'.repeat(248)}…`],
  ])('drops %s before the ellipsis', (_case, text, expected) => {
    expect(truncateDescription(text)).toBe(expected);
  });
});

describe('truncateDescription: HTML and whitespace are cleaned first', () => {
  it.each<[string | null | undefined, string]>([
    ['<p>Belle <strong>villa</strong></p>', 'Belle villa'],
    ['Ligne 1<br>Ligne 2<br/>Ligne 3', 'Ligne 1 Ligne 2 Ligne 3'],
    ['<p>Un</p><p>Deux</p>', 'Un Deux'],
    ['  lots \n\n of \t space  ', 'lots of space'],
    ['Jardin&nbsp;&amp;&nbsp;terrasse', 'Jardin & terrasse'],
    ['3 &lt; 4 &gt; 2 &quot;ok&quot; l&apos;agence', '3 < 4 > 2 "ok" l\'agence'],
    ['caf&#233; &#xE9;t&#XE9;', 'café été'],
    ['&unknown; &#0;', '&unknown; &#0;'],
    ['<a href="x">lien</a>', 'lien'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(truncateDescription(text)).toBe(expected);
  });

  it('counts visible characters only, so markup does not trigger a cut', () => {
    const text = `<p><strong>${'x'.repeat(250)}</strong></p>`;
    expect(truncateDescription(text)).toBe('x'.repeat(250));
  });

  it('collapses whitespace before measuring', () => {
    expect(truncateDescription(`${'x'.repeat(125)}          ${'y'.repeat(124)}`)).toBe(
      `${'x'.repeat(125)} ${'y'.repeat(124)}`,
    );
  });
});

describe('truncateDescription: entities', () => {
  it.each([
    ['a named entity', 'Villa &amp; jardin', 'Villa & jardin'],
    ['a numeric entity', 'Ch&#226;teau', 'Château'],
    ['an unknown entity, kept', 'A &foo; B', 'A &foo; B'],
    // Names every object inherits are no entities: no "function Object() …" in a description.
    ['"constructor"', 'A &constructor; B', 'A &constructor; B'],
    ['"toString"', 'A &toString; B', 'A &toString; B'],
  ])('reads %s', (_case, html, text) => {
    expect(truncateDescription(html)).toBe(text);
  });
});
