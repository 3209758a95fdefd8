import { randomBytes } from 'node:crypto';
import { expect, test } from './support/visitor-test';
import { describeInEachLanguage } from './support/in-each-language';
import { changeDatabase, query } from './support/catalogue';
import { mailsMentioning } from './support/mail-files';
import { createStaffMember, signInAsStaffMember } from './support/staff';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/visitor-forms';

// A lead followed up from its page (docs/back-office.md, leads), in French and in Dutch: a member
// of staff takes it and finds it among their open leads on the dashboard, writes an internal note,
// replies to the visitor through the outbox and sees both in the lead's history; a reply refused
// because the lead was anonymized meanwhile gives back what was typed.

// The outbox sends a reply right after the write; on a busy machine that can take a while.
const MAIL = { timeout: 45_000 };

const TEXTS = {
  fr: {
    locale: 'fr-BE',
    acceptLanguage: 'fr-BE,fr;q=0.9',
    follow: 'Suivi',
    assignToMe: "Me l'attribuer",
    assigned: 'Attribution enregistrée.',
    yours: /Cette demande vous est attribuée/,
    myLeads: 'Mes demandes ouvertes',
    leadLink: (id: number) => `Demande n° ${id} : Question sur un bien`,
    history: 'Historique',
    noteLabel: 'Nouvelle note interne',
    addNote: 'Ajouter la note',
    noteAdded: "Note ajoutée à l'historique.",
    note: 'Rappelée ce matin : elle passe jeudi à 18 h.',
    noteTitle: 'Note interne',
    reply: 'Répondre par e-mail',
    subject: 'Objet',
    message: 'Message',
    send: 'Envoyer la réponse',
    defaultSubject: 'Votre demande à Vitrine Immobilier',
    replySubject: (suffix: string) => `Visite du jeudi ${suffix}`,
    replyText: 'Bonjour,\n\nJeudi à 18 h, c’est noté.\n\nÀ bientôt',
    queued: /^Réponse mise dans la file d'envoi/,
    replyTitle: 'Réponse au visiteur',
    refused: /^Rien n'a été envoyé : cette demande a été anonymisée/,
    kept: "Rien n'a été envoyé. Voici ce que vous aviez écrit",
  },
  nl: {
    locale: 'nl-BE',
    acceptLanguage: 'nl-BE,nl;q=0.9',
    follow: 'Opvolging',
    assignToMe: 'Aan mij toewijzen',
    assigned: 'Toewijzing opgeslagen.',
    yours: /Deze aanvraag is aan u toegewezen/,
    myLeads: 'Mijn open aanvragen',
    leadLink: (id: number) => `Aanvraag nr. ${id}: Vraag over een pand`,
    history: 'Geschiedenis',
    noteLabel: 'Nieuwe interne notitie',
    addNote: 'Notitie toevoegen',
    noteAdded: 'Notitie toegevoegd aan de geschiedenis.',
    note: 'Vanochtend gebeld: ze komt donderdag om 18 uur.',
    noteTitle: 'Interne notitie',
    reply: 'Antwoorden per e-mail',
    subject: 'Onderwerp',
    message: 'Bericht',
    send: 'Antwoord versturen',
    defaultSubject: 'Uw aanvraag bij Vitrine Immobilier',
    replySubject: (suffix: string) => `Bezoek op donderdag ${suffix}`,
    replyText: 'Dag Lotte,\n\nDonderdag om 18 uur is genoteerd.\n\nTot dan',
    queued: /^Antwoord in de wachtrij gezet/,
    replyTitle: 'Antwoord aan de bezoeker',
    refused: /^Er is niets verstuurd: deze aanvraag is geanonimiseerd/,
    kept: 'Er is niets verstuurd. Dit had u geschreven',
  },
} as const;

/** Stores a lead as the "question about a property" form would, in `locale`, just now; returns its id. */
function insertLead(locale: string, email: string): Promise<number> {
  const payload = { firstName: 'Lotte', lastName: 'Peeters', email, message: 'Is het huis nog te koop?' };
  return changeDatabase([], (db) =>
    Number(
      db
        .prepare(
          'INSERT INTO Lead (type, locale, payload, consent, sourcePage, status, createdAt) VALUES (?, ?, ?, 1, ?, ?, ?)',
        )
        .run('contact-me', locale, JSON.stringify(payload), `/${locale}/`, 'new', new Date().toISOString())
        .lastInsertRowid,
    ),
  );
}

describeInEachLanguage(TEXTS, (texts, language) => {
  test('take a lead, find it on the dashboard, note and reply, then see both in its history', async ({ page }) => {
    test.setTimeout(120_000);
    const suffix = randomBytes(3).toString('hex');
    const email = `lotte.${suffix}@example.be`;
    const staff = await createStaffMember(language);
    const [{ id: staffId }] = query<{ id: number }>('SELECT id FROM Staff WHERE email = ?', staff.email) as [
      { id: number },
    ];
    const leadId = await insertLead(language, email);
    const status = page.getByRole('main').getByRole('status');
    const history = page.getByRole('region', { name: texts.history });

    await signInAsStaffMember(page, staff);
    await page.goto(`/admin/leads/${leadId}/`);
    await expectNoAxeViolations(page);

    // Assign to me: the dashboard lists it among my open leads, and leads back to it.
    await page.getByRole('region', { name: texts.follow }).getByRole('button', { name: texts.assignToMe }).click();
    await expect(status).toHaveText(texts.assigned);
    await expect(page.getByRole('region', { name: texts.follow })).toContainText(texts.yours);
    expect(query('SELECT assignedToId FROM Lead WHERE id = ?', leadId)).toEqual([{ assignedToId: staffId }]);
    await page.goto('/admin/');
    await page
      .getByRole('region', { name: texts.myLeads })
      .getByRole('link', { name: texts.leadLink(leadId) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}/$`));

    // An internal note, at the top of the history.
    await page.getByRole('textbox', { name: texts.noteLabel }).fill(texts.note);
    await page.getByRole('button', { name: texts.addNote }).click();
    await expect(status).toHaveText(texts.noteAdded);
    await expect(history.getByRole('listitem').first()).toContainText(texts.noteTitle);
    await expect(history.getByRole('listitem').first()).toContainText(texts.note);

    // The reply, in the visitor's language, goes through the outbox and shows in the history.
    const reply = page.getByRole('region', { name: texts.reply });
    await expect(reply.getByRole('textbox', { name: texts.subject })).toHaveValue(texts.defaultSubject);
    await reply.getByRole('textbox', { name: texts.subject }).fill(texts.replySubject(suffix));
    await reply.getByRole('textbox', { name: texts.message }).fill(texts.replyText);
    await reply.getByRole('button', { name: texts.send }).click();
    await expect(status).toHaveText(texts.queued);
    const newest = history.getByRole('listitem').first();
    await expect(newest).toContainText(texts.replyTitle);
    await expect(newest).toContainText(staff.name);
    await expect(newest.getByRole('heading', { name: texts.replySubject(suffix) })).toBeVisible();
    await expect.poll(() => mailsMentioning(texts.replySubject(suffix)).length, MAIL).toBe(1);
    expect(mailsMentioning(texts.replySubject(suffix))[0]).toContain(`To: ${email}`);
    expect(
      query<{ action: string }>('SELECT action FROM AuditEntry WHERE subject = ? ORDER BY id', `lead:${leadId}`),
    ).toEqual([{ action: 'lead.assign' }, { action: 'lead.note' }, { action: 'lead.reply' }]);
    await expectNoAxeViolations(page);

    // A second reply, typed while the lead is anonymized: refused, and what was typed comes back.
    const typed = `${texts.replyText} ${suffix}`;
    await reply.getByRole('textbox', { name: texts.message }).fill(typed);
    await changeDatabase([], (db) =>
      db.prepare("UPDATE Lead SET payload = '{}', anonymizedAt = ? WHERE id = ?").run(new Date().toISOString(), leadId),
    );
    await reply.getByRole('button', { name: texts.send }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.refused);
    await expect(reply).toContainText(texts.kept);
    await expect(reply.getByRole('textbox', { name: texts.message })).toHaveValue(typed);
    await expect(reply.getByRole('button', { name: texts.send })).toHaveCount(0);
    expect(query('SELECT COUNT(*) AS mails FROM OutboxEmail WHERE leadId = ?', leadId)).toEqual([{ mails: 1 }]);
    await expectNoAxeViolations(page);

    // On a phone the page and its history fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
  });
});
