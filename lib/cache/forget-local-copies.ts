// What this process keeps of the data outside Next's data cache (the page cache's rendered pages,
// the proxy's copy of site settings: docs/caching.md) says here how to drop what `tags` name, so an
// expiry reaches every copy while the cache knows none of their owners (docs/architecture.md). On
// globalThis: the server of `npm start`, the proxy and the route handlers are bundled apart but run
// in one process.

type ForgetTagged = (tags: ReadonlySet<string>) => void;

const KEY = Symbol.for('vitrine.localCopies');
const scope = globalThis as { [KEY]?: Map<string, ForgetTagged> };

/** Registers how to drop the copy `name` (again under the same name: a bundle's own module replaces it). */
export function keepLocalCopy(name: string, forget: ForgetTagged): void {
  (scope[KEY] ??= new Map()).set(name, forget);
}

/** Drops what every registered copy holds of data that `tags` name. */
export function forgetLocalCopies(tags: ReadonlySet<string>): void {
  if (tags.size === 0) return;
  for (const forget of scope[KEY]?.values() ?? []) forget(tags);
}
