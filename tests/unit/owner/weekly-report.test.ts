import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import fr from '@/messages/fr.json';
import { composeWeeklyReport, type WeeklyReportProperty } from '@/lib/owner/weekly-report';
import { summarizeViews } from '@/lib/owner/view-summary';

const views = summarizeViews(
  [
    { day: '2026-11-22', count: 4 },
    { day: '2026-11-03', count: 6 },
  ],
  '2026-11-22',
);

const MESSAGES = { fr, de };

/** The report to one owner of one property whose page had `views`. */
const reportTo = (
  owner: { locale: keyof typeof MESSAGES; name: string; portalUrl: string },
  property: Omit<WeeklyReportProperty, 'views'>,
) => composeWeeklyReport({ ...owner, messages: MESSAGES[owner.locale], properties: [{ ...property, views }] });

describe('composeWeeklyReport', () => {
  it('writes the portal figures in the owner language, text and HTML', () => {
    const mail = reportTo(
      { locale: 'fr', name: 'Claire Dubois', portalUrl: 'https://www.vitrine.example/fr/espace-proprietaire/' },
      { title: 'Maison <4 façades>', reference: 'V-2391', waitingDemands: 2, contacts: 1 },
    );
    expect(mail.subject).toBe('Vos biens cette semaine');
    expect(mail.text).toContain('Bonjour Claire Dubois,');
    expect(mail.text).toContain('Visites de la page : 4 cette semaine, 10 ce mois-ci, 10 au total');
    expect(mail.text).toContain('1 nouveau contact cette semaine');
    expect(mail.text).toContain('2 acheteurs ou locataires inscrits correspondent');
    expect(mail.html).toContain('Maison &lt;4 façades&gt; (V-2391)');
    expect(mail.html).toContain('<a href="https://www.vitrine.example/fr/espace-proprietaire/">');
  });

  it('uses German plurals for German owners', () => {
    const mail = reportTo(
      { locale: 'de', name: 'Anna', portalUrl: 'https://x.example/de/eigentuemer/' },
      { title: 'Haus', reference: 'V-1', waitingDemands: 0, contacts: 0 },
    );
    expect(mail.text).toContain('Keine neue Anfrage diese Woche');
    expect(mail.text).toContain('Noch kein registrierter Käufer oder Mieter passt');
  });
});
