import { describe, expect, it } from 'vitest';
import { articlePath, slugify } from '@/lib/domain/slug';

describe('slugify', () => {
  it.each([
    ['Vente', 'vente'],
    ['Nos services', 'nos-services'],
    ['Élégante maison à Liège', 'elegante-maison-a-liege'],
    ['Ça coûte très cher', 'ca-coute-tres-cher'],
    ['Kraainem Düsseldorfer Straße', 'kraainem-dusseldorfer-strasse'],
    ['STRASSE ẞ', 'strasse-ss'],
    ['Æsop & Œuvre', 'aesop-oeuvre'],
    ['Ørsted Łódź', 'orsted-lodz'],
    ['Saint-Gilles', 'saint-gilles'],
    ['a - b', 'a-b'],
    ['a--b', 'a-b'],
    ['a_b', 'a-b'],
    ['  leading and trailing  ', 'leading-and-trailing'],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['many     spaces', 'many-spaces'],
    ["L'agence", 'lagence'],
    ['Vente / Location', 'vente-location'],
    ['Prix: 350.000 €!', 'prix-350000'],
    ['-dash-edges-', 'dash-edges'],
    ['(parenthèses) et "guillemets"', 'parentheses-et-guillemets'],
    ['Notre-agence', 'notre-agence'],
    ['2 chambres', '2-chambres'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it.each(['', '   ', '!!!', '- & -'])('%j has no letter or digit, so no slug', (text) => {
    expect(slugify(text)).toBe('');
  });
});

describe('articlePath', () => {
  it.each<[string[], string]>([
    [['Nos services', 'Vente'], '/nos-services/vente/'],
    [
      ['Actualités', 'Marché immobilier', 'Prix en 2024 : hausse ?'],
      '/actualites/marche-immobilier/prix-en-2024-hausse/',
    ],
    [['Notre agence'], '/notre-agence/'],
    [[], '/'],
    [[''], '/'],
    [['', 'Vente'], '/vente/'],
    [['Vente', '   '], '/vente/'],
    [['?!', 'Vente', ''], '/vente/'],
  ])('%j → %j', (parts, path) => {
    expect(articlePath(parts)).toBe(path);
  });
});
