import { describe, expect, it } from 'vitest';
import { periodText, withRetentionPeriods } from '@/lib/privacy/privacy-periods';
import { DEFAULT_RETENTION_PERIODS } from '@/lib/privacy/retention-periods';

const periods = { retention: { ...DEFAULT_RETENTION_PERIODS, leads: 18 }, documentDays: 90 };

describe('periodText', () => {
  it.each([
    // French keeps the number with its unit: a no-break space.
    ['fr', 24, 'months', '24\u00a0mois'],
    ['nl', 24, 'months', '24 maanden'],
    ['en', 1, 'months', '1 month'],
    ['de', 30, 'days', '30 Tage'],
    ['fr', 1, 'days', '1\u00a0jour'],
    ['nl', 90, 'days', '90 dagen'],
  ] as const)('says %s %s %s as %j', (locale, amount, unit, expected) => {
    expect(periodText(locale, amount, unit)).toBe(expected);
  });
});

describe('withRetentionPeriods', () => {
  it('replaces each placeholder of the text with the period in force, in the page language', () => {
    const html = '<p>Demandes : {{retention.leads}} ; documents : {{ retention.documents }}.</p>';
    expect(withRetentionPeriods(html, 'fr', periods)).toBe(
      '<p>Demandes : 18\u00a0mois ; documents : 90\u00a0jours.</p>',
    );
    expect(withRetentionPeriods('<p>{{retention.auditEntries}}</p>', 'de', periods)).toBe('<p>36 Monate</p>');
  });

  it('leaves a placeholder it does not know as the editor wrote it', () => {
    expect(withRetentionPeriods('<p>{{retention.leads}} {{retention.cookies}}</p>', 'en', periods)).toBe(
      '<p>18 months {{retention.cookies}}</p>',
    );
  });

  it('adds a section with every period to a text that names none', () => {
    const html = withRetentionPeriods('<p>Privacy.</p>', 'nl', periods);
    expect(html.startsWith('<p>Privacy.</p>\n<h2>Hoelang deze website uw gegevens bewaart</h2>')).toBe(true);
    expect(html).toContain('<li>Aanvragen via onze formulieren: 18 maanden na het laatste contact;');
    expect(html).toContain('Berichten herkend als spam: 30 dagen.');
    expect(html).toContain('Documenten bij een huuraanvraag: 90 dagen na het versturen;');
    expect(html.match(/<li>/g)).toHaveLength(7);
  });
});
