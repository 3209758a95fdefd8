import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeIssues } from '@/lib/admin/write-issues';

// A refused back-office write names every field it refused, each once, as empty, too long or not
// valid (lib/admin/write-issues.ts); the page words each for its field.

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  email: z.email(),
  weeks: z.string().regex(/^\d+$/),
  title: z.object({ nl: z.string().refine((value) => value !== '', { message: 'required' }) }),
});

const issuesOf = (fields: Record<string, string | string[] | undefined>) => {
  const parsed = schema.safeParse({ ...fields, title: { nl: fields['title.nl'] ?? '' } });
  return writeIssues(parsed.error?.issues ?? [], fields);
};

describe('writeIssues', () => {
  it('names each refused field by its form name, in the schema’s order', () => {
    expect(issuesOf({ name: 'Ann', email: 'ann@x.be', weeks: '3', 'title.nl': '' })).toEqual([
      { name: 'title.nl', key: 'required' },
    ]);
    expect(issuesOf({ name: 'Annabel', email: 'ann', weeks: 'x', 'title.nl': 'Titel' })).toEqual([
      { name: 'name', key: 'tooLong' },
      { name: 'email', key: 'invalid' },
      { name: 'weeks', key: 'invalid' },
    ]);
  });

  it('says a field sent blank or not at all is to fill in, whatever its rule', () => {
    expect(issuesOf({ name: '  ', email: '', 'title.nl': 'Titel' })).toEqual([
      { name: 'name', key: 'required' },
      { name: 'email', key: 'required' },
      { name: 'weeks', key: 'required' },
    ]);
  });

  it('names a field once, by its first issue', () => {
    const twice = z.object({ code: z.string().min(3).regex(/^\d+$/) });
    const parsed = twice.safeParse({ code: 'ab' });
    expect(parsed.error?.issues).toHaveLength(2);
    expect(writeIssues(parsed.error!.issues, { code: 'ab' })).toEqual([{ name: 'code', key: 'invalid' }]);
  });
});
