import { getTranslations } from 'next-intl/server';
import { issueId } from '@/components/listing/filter-form';
import { MAX_CITIES } from '@/lib/listing/city-param';
import type { FilterIssue } from '@/lib/listing/listing-params';

/** Says which criteria of the URL could not be read and were left out (never a failed page). */
export async function FilterIssues({ issues, page }: { issues: FilterIssue[]; page: number }) {
  if (issues.length === 0) return null;
  const t = await getTranslations('Listing');
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-700/40 bg-red-50 p-4 text-ink">
      <p className="font-semibold">{t('issuesTitle')}</p>
      <ul className="mt-2 list-disc pl-6">
        {issues.map((issue) => (
          <li key={issue} id={issueId(issue)}>
            {t(`issues.${issue}`, { page, max: MAX_CITIES })}
          </li>
        ))}
      </ul>
    </div>
  );
}
