import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdParam } from '@/lib/http/record-id';

// Fields the back-office's forms share, as they arrive from a form: always strings.

/** A row's id from a path segment or a hidden field. */
export const recordIdField = z.string().transform((value, context) => {
  const id = recordIdParam(value);
  if (id === null) {
    context.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return id;
});

/** A checkbox: sent as "on" when ticked, absent when not. */
export const checkboxField = z
  .literal('on')
  .optional()
  .transform((value) => value === 'on');
