import { randomBytes } from 'node:crypto';
import { expect, test } from './support/visitor-test';
import { changeDatabase, query } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/visitor-forms';
import { onAPhone, openFromMenu, signInAsStaff } from './support/staff';

// The articles and the home, header and footer configuration of the back-office, as an editor
// uses them (docs/back-office.md): each change is seen on the public site at the next request,
// and every demo value a test changes is put back, whatever the test's outcome.

const SITE_CONTENT = 'site-content';
const TEAM_CATEGORY_ID = 2;

/** A text no other run (or retry) of these tests wrote. */
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });

test('the Dutch home title and a header link label, changed in the back-office, are on /nl/ at once', async ({
  page,
}) => {
  const [demo] = query<{ home: string; header: string }>('SELECT home, header FROM SiteConfig WHERE id = 1');
  const title = unique('Uw thuis in Brussel');
  const label = unique('Gratis waardebepaling');
  try {
    await page.goto('/nl/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vind het pand dat bij u past');
    // French last: before the sign-in, the back-office speaks the visitor's last language.
    await page.goto('/fr/');

    await signInAsStaff(page);
    await openFromMenu(page, 'Accueil, en-tête et pied de page');
    await expectNoAxeViolations(page);
    const titles = page.getByRole('region', { name: 'Titre', exact: true });
    await expect(titles.getByRole('textbox', { name: 'Néerlandais' })).toHaveValue('Vind het pand dat bij u past');
    await titles.getByRole('textbox', { name: 'Néerlandais' }).fill(title);
    await page.getByRole('button', { name: "Enregistrer l'accueil" }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Page d'accueil enregistrée/);

    await page.getByRole('navigation', { name: 'Partie à modifier' }).getByRole('link', { name: 'En-tête' }).click();
    // Checked once the header's screen is there, not while the link is still loading it.
    const firstLink = page.getByRole('group', { name: 'Lien 1', exact: true });
    await expect(firstLink).toBeVisible();
    await expectNoAxeViolations(page);
    await firstLink.getByRole('group', { name: 'Libellé' }).getByRole('textbox', { name: 'Néerlandais' }).fill(label);
    await page.getByRole('button', { name: "Enregistrer l'en-tête" }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/En-tête enregistré/);
    expect(
      query<{ action: string }>("SELECT action FROM AuditEntry WHERE action LIKE 'layout.%' ORDER BY id DESC LIMIT 2"),
    ).toEqual([{ action: 'layout.editHeader' }, { action: 'layout.editHome' }]);

    await page.goto('/nl/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: label }).first()).toBeVisible();
    // The other languages keep theirs.
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouvez le bien qui vous ressemble');

    // Back to the demo texts, through the same forms.
    await page.goto('/admin/layout/');
    await titles.getByRole('textbox', { name: 'Néerlandais' }).fill('Vind het pand dat bij u past');
    await page.getByRole('button', { name: "Enregistrer l'accueil" }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Page d'accueil enregistrée/);
    await page.goto('/admin/layout/?part=header');
    await firstLink
      .getByRole('group', { name: 'Libellé' })
      .getByRole('textbox', { name: 'Néerlandais' })
      .fill('Gratis schatting');
    await page.getByRole('button', { name: "Enregistrer l'en-tête" }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/En-tête enregistré/);
    expect(query('SELECT home, header FROM SiteConfig WHERE id = 1')).toEqual([demo]);

    await page.goto('/admin/layout/?part=footer');
    await expect(page.getByRole('group', { name: 'Nouvelle colonne' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await changeDatabase([SITE_CONTENT], (db) =>
      db.prepare('UPDATE SiteConfig SET home = ?, header = ? WHERE id = 1').run(demo!.home, demo!.header),
    );
  }
});

/** A demo-like article of the team category, with French and Dutch texts; returns its id. */
function insertArticle(key: string, titles: { fr: string; nl: string }) {
  return changeDatabase([SITE_CONTENT], (db) => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO Article (key, categoryId, imageUrl, sort) VALUES (?, ?, NULL, 99)')
      .run(key, TEAM_CATEGORY_ID);
    const text = db.prepare(
      'INSERT INTO ArticleTranslation (articleId, locale, title, summary, body) VALUES (?, ?, ?, NULL, ?)',
    );
    text.run(lastInsertRowid, 'fr', titles.fr, '<p>Une visite de nos bureaux.</p>');
    text.run(lastInsertRowid, 'nl', titles.nl, '<p>Een rondleiding in ons kantoor.</p>');
    return Number(lastInsertRowid);
  });
}

function removeArticle(key: string) {
  return changeDatabase([SITE_CONTENT], (db) => {
    db.prepare('DELETE FROM OriginalPath WHERE label = ?').run(`article:${key}`);
    db.prepare('DELETE FROM ArticleTranslation WHERE articleId IN (SELECT id FROM Article WHERE key = ?)').run(key);
    db.prepare('DELETE FROM Article WHERE key = ?').run(key);
  });
}

test("an article's French title, edited in the back-office, is on its page at once; then it is deleted", async ({
  page,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const key = `e2e-visit-${suffix}`;
  const before = `Visite guidée ${suffix}`;
  const after = `Visite commentée ${suffix}`;
  const id = await insertArticle(key, { fr: before, nl: `Rondleiding ${suffix}` });
  try {
    await page.goto(`/fr/notre-agence/equipe/visite-guidee-${suffix}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);

    await signInAsStaff(page);
    await openFromMenu(page, 'Articles');
    await page.getByText('Nouvel article').click();
    await expect(page.getByRole('textbox', { name: 'Clé' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'Filtrer par catégorie' })
      .getByRole('link', { name: /Équipe/ })
      .click();
    await page.getByRole('article', { name: before }).getByRole('link', { name: before }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);
    await expectNoAxeViolations(page);

    const text = page.getByRole('region', { name: 'Texte en français' });
    await text.getByRole('textbox', { name: 'Titre' }).fill(after);
    await text.getByRole('button', { name: 'Enregistrer le texte en français' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Texte enregistré/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(after);
    // The address follows the title: the page shows the new one, the site answers there.
    await page.getByRole('link', { name: `/fr/notre-agence/equipe/visite-commentee-${suffix}/` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(after);
    // Its breadcrumb row moved with it: the trail still runs through its category.
    const trail = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(trail.getByRole('link', { name: 'Notre agence' })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Équipe' })).toBeVisible();
    // The Dutch text is the Dutch page's, as it was.
    await page.goto(`/nl/ons-kantoor/team/rondleiding-${suffix}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rondleiding ${suffix}`);

    await page.goto(`/admin/articles/${id}/`);
    await page.getByRole('checkbox', { name: /Je confirme la suppression/ }).check();
    await page.getByRole('button', { name: "Supprimer l'article" }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Article supprimé.');
    await expect(page.getByRole('article', { name: after })).toHaveCount(0);
    expect(query('SELECT action FROM AuditEntry WHERE subject = ? ORDER BY id', `article:${id}`)).toEqual([
      { action: 'article.text' },
      { action: 'article.delete' },
    ]);
    const gone = await page.goto(`/fr/notre-agence/equipe/visite-commentee-${suffix}/`);
    expect(gone?.status()).toBe(404);
  } finally {
    await removeArticle(key);
  }
});

onAPhone(() => {
  test('the articles and layout pages fit the screen', async ({ page }) => {
    const [story] = query<{ id: number }>("SELECT id FROM Article WHERE key = 'agency-story'");
    await signInAsStaff(page);
    for (const path of [
      '/admin/articles/',
      `/admin/articles/${story!.id}/?language=nl`,
      '/admin/layout/',
      '/admin/layout/?part=header',
      '/admin/layout/?part=footer',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Gestion du site' })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await expectNoAxeViolations(page);
  });
});
