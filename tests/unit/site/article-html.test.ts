import { describe, expect, it } from 'vitest';
import { cleanArticleHtml } from '@/lib/site/article-html';

describe('cleanArticleHtml', () => {
  it.each([
    ['<h2>Titre</h2>\n<p>Texte <strong>gras</strong></p>', '<h2>Titre</h2>\n<p>Texte <strong>gras</strong></p>'],
    ['<ul><li>a</li></ul>', '<ul><li>a</li></ul>'],
    ['<a href="/fr/cookie-policy/">cookies</a>', '<a href="/fr/cookie-policy/">cookies</a>'],
    ['<a href="mailto:privacy@vitrine.example">x</a>', '<a href="mailto:privacy@vitrine.example">x</a>'],
    ['<a href="https://www.ipi.be">IPI</a>', '<a href="https://www.ipi.be" rel="noopener noreferrer">IPI</a>'],
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="color:red">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<img src="/media/a.webp" alt="Façade" onerror="x()">', '<img src="/media/a.webp" alt="Façade" />'],
    ['<p lang="nl">Welkom</p>', '<p lang="nl">Welkom</p>'],
  ])('%j → %j', (html, expected) => {
    expect(cleanArticleHtml(html)).toBe(expected);
  });
});
