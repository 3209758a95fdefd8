/** The value at a dotted field name ("applicantA.firstName") of a form's values or errors. */
export function valueAtPath(values: unknown, name: string): unknown {
  let at = values;
  for (const part of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return at;
}
