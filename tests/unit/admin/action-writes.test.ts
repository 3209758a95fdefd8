import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { writesByAction } from '@/lib/admin/action-writes';
import type { StaffMember } from '@/lib/admin/staff-member';

vi.mock('server-only', () => ({}));

const staff = { id: 7 } as StaffMember;
const renameSchema = z.object({ action: z.literal('rename'), name: z.string().min(1) });
const deleteSchema = z.object({ action: z.literal('delete'), confirm: z.literal('on') });

describe('writesByAction', () => {
  const rename = vi.fn(async ({ name }: z.output<typeof renameSchema>) => ({ notice: 'menuPageSaved' as const, name }));
  const remove = vi.fn(async () => ({ notice: 'menuPageDeleted' as const }));
  const { schema, run } = writesByAction({ rename: [renameSchema, rename], delete: [deleteSchema, remove] });

  it('reads the input with the schema of the write its action names, and runs that write alone', async () => {
    const input = schema.parse({ action: 'rename', name: 'Agence', confirm: 'ignored' });
    expect(input).toEqual({ action: 'rename', name: 'Agence' });
    await expect(run(input, staff)).resolves.toMatchObject({ notice: 'menuPageSaved' });
    expect(rename).toHaveBeenCalledWith(input, staff);
    expect(remove).not.toHaveBeenCalled();
  });

  it('refuses an action no write answers, and a write whose own schema refuses the rest', () => {
    expect(schema.safeParse({ action: 'publish' }).success).toBe(false);
    expect(schema.safeParse({ action: 'delete' }).success).toBe(false);
    expect(schema.safeParse({ action: 'rename', name: '' }).success).toBe(false);
  });

  it('will not list a write under another action than its schema reads', () => {
    expect(() => writesByAction({ remove: [deleteSchema, remove] })).toThrow(/"remove" reads "delete"/);
  });
});
