import type { z } from 'zod';
import type { WriteIssue } from '@/lib/admin/write-drafts';

// What a refused write tells each field (docs/back-office.md, writes): the page words it from the
// field's declaration (lib/admin/form-view.ts), so a number's range or a text's limit is named.

const isBlank = (value: string | string[] | undefined) =>
  value === undefined || [value].flat().every((one) => one.trim() === '');

/**
 * A schema's issues as the fields they concern, each field once (its first issue): empty where the
 * field was sent blank or not at all, too long, or otherwise not valid.
 */
export function writeIssues(
  issues: readonly z.core.$ZodIssue[],
  fields: Record<string, string | string[] | undefined>,
): WriteIssue[] {
  const byName = new Map<string, WriteIssue>();
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (byName.has(name)) continue;
    const key =
      isBlank(fields[name]) || issue.message === 'required'
        ? 'required'
        : issue.code === 'too_big' && issue.origin === 'string'
          ? 'tooLong'
          : 'invalid';
    byName.set(name, { name, key });
  }
  return [...byName.values()];
}
