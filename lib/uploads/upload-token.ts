// The opaque token of an uploaded document is the random UUID it is stored under (upload-store.ts).
// Checked before any file system access, so a token can never be a path like "../../etc".
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isUploadToken(value: string): boolean {
  return TOKEN.test(value);
}
