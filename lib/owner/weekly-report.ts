import { createTranslator } from 'next-intl';
import { escapeHtml } from '@/lib/html/escape-html';
import type { Locale } from '@/lib/i18n/locales';
import type { ViewSummary } from '@/lib/owner/view-summary';

export type WeeklyReportProperty = {
  title: string;
  reference: string;
  views: ViewSummary;
  waitingDemands: number;
  contacts: number;
};

type Messages = Record<string, unknown>;

/** The weekly e-mail with the portal's figures, in the owner's language. */
export function composeWeeklyReport(input: {
  locale: Locale;
  messages: Messages;
  name: string;
  portalUrl: string;
  properties: WeeklyReportProperty[];
}) {
  const t = createTranslator({
    locale: input.locale,
    messages: input.messages as never,
    namespace: 'WeeklyReport' as never,
  }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const blocks = input.properties.map((property) => ({
    heading: `${property.title} (${property.reference})`,
    lines: [
      t('visits', { week: property.views.week, month: property.views.month, total: property.views.total }),
      t('contacts', { count: property.contacts }),
      t('waiting', { count: property.waitingDemands }),
    ],
  }));
  const greeting = t('greeting', { name: input.name });
  const intro = t('intro');
  const outro = t('outro', { url: input.portalUrl });
  const text = [
    greeting,
    '',
    intro,
    '',
    ...blocks.flatMap((block) => [block.heading, ...block.lines.map((line) => `- ${line}`), '']),
    outro,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...blocks.map(
      (block) =>
        `<h2>${escapeHtml(block.heading)}</h2><ul>${block.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ),
    `<p>${escapeHtml(outro).replace(escapeHtml(input.portalUrl), `<a href="${escapeHtml(input.portalUrl)}">${escapeHtml(input.portalUrl)}</a>`)}</p>`,
  ].join('\n');
  return { subject: t('subject'), text, html };
}
