import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { backOfficeWrite } from '@/lib/admin/write-route';
import type { BackOfficeArea } from '@/lib/staff/roles';

/** A form's input for one write of several: its `action` field names the write. */
type ActionSchema = z.ZodObject<{ action: z.ZodLiteral<string> } & z.ZodRawShape>;

/** Each action's schema with the write that takes its input. */
type ActionWrites<Schemas extends Record<string, ActionSchema>> = {
  [Action in keyof Schemas]: readonly [
    Schemas[Action],
    (input: z.output<Schemas[Action]>, staff: StaffMember) => Promise<WriteOutcome>,
  ];
};

/**
 * The schema and the write of a form that asks for one of several writes of a record (a page's
 * settings, its texts, its deletion): the form's `action` field picks the write, whose own schema
 * reads the rest (lib/admin/write-route.ts takes both).
 */
export function writesByAction<Schemas extends Record<string, ActionSchema>>(writes: ActionWrites<Schemas>) {
  const entries = Object.entries(writes) as Array<[string, ActionWrites<Schemas>[keyof Schemas]]>;
  for (const [action, [schema]] of entries) {
    // A write listed under another action than its schema reads would never be reached.
    if (schema.shape.action.value !== action)
      throw new Error(`The write "${action}" reads "${schema.shape.action.value}"`);
  }
  const schemas = entries.map(([, [schema]]) => schema) as unknown as [ActionSchema, ...ActionSchema[]];
  return {
    schema: z.discriminatedUnion('action', schemas) as unknown as z.ZodType<z.output<Schemas[keyof Schemas]>>,
    run: (input: z.output<Schemas[keyof Schemas]>, staff: StaffMember): Promise<WriteOutcome> => {
      const [, write] = writes[input.action as keyof Schemas];
      return write(input as never, staff);
    },
  };
}

/** The route of a form that asks for one of several writes in `area`, picked by its `action` field. */
export function backOfficeActions<Schemas extends Record<string, ActionSchema>>(
  area: BackOfficeArea,
  writes: ActionWrites<Schemas>,
) {
  const { schema, run } = writesByAction(writes);
  return backOfficeWrite<z.ZodType<z.output<Schemas[keyof Schemas]>>>({ area, schema, run });
}
