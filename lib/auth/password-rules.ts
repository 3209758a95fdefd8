// The owner password's rule, shown by the reset form in the browser and checked by its schema
// (password.ts) and the owner CLI; apart from the schema, so that the form's page carries no zod.
export const MIN_PASSWORD_LENGTH = 10;
