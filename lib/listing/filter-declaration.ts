import type { Prisma } from '@/generated/prisma/client';
import type { Locale } from '@/lib/i18n/locales';
import type { Town } from '@/lib/listing/energy-filter';
import type { Goal } from '@/lib/properties/goal';
import type { Db } from '@/lib/prisma-client';

// The shape of a listing filter (docs/url-map.md, adding a listing filter): its parameter, how its
// values are read and written back, what it reports of what it cannot read, and how it narrows the
// properties. The table of them (lib/listing/listing-filters.ts) is the one place a filter is
// declared; lib/listing/filter-derivations.ts derives the rest. Types and plain functions only:
// the database client is handed to `where`, never imported.

/** The issue a codec raises for a value it cannot read; the filter names it after its parameter. */
export const UNREADABLE = 'unreadable';

/** How one parameter's values are read and written, whatever its name (lib/listing/parameter-codecs.ts). */
export type Codec<Value, Issue extends string = typeof UNREADABLE> = {
  /** The value while the parameter is absent, blank or unreadable: never written. */
  empty: Value;
  /** What it may report, in the order the visitor is told. */
  issues: readonly Issue[];
  /** The value of the non-blank values sent (trimmed, in their order), with what it could not read. */
  read(sent: readonly [string, ...string[]]): { value: Value; issues?: readonly Issue[] };
  /** The parameter as the canonical URL writes a value other than the empty one. */
  write(value: NonNullable<Value>): string | string[];
};

/**
 * How a filter narrows the properties, put together with the others' by listingWhere
 * (lib/listing/listing-query.ts). Columns stay at the top of the where, where the indexes of
 * prisma/schema.prisma and the capped count's order read them; two filters on one column give it
 * different operators (`gte`, `lte`), which are merged.
 */
export type Narrowing = {
  /** Conditions on the property's own columns. */
  columns?: Prisma.PropertyWhereInput;
  /** Conditions that must all hold besides (the where's AND). */
  conditions?: readonly Prisma.PropertyWhereInput[];
};

/** What a filter's `where` may read besides its value. */
export type NarrowingContext = {
  client: Db;
  locale: Locale;
  goal: Goal;
  /** The moment "new" and "price reduced" are dated from. */
  now: Date;
  /** Every town (its id, postcode and country), read once for all the filters that need it. */
  towns(): Promise<Town[]>;
  /** The towns the town and region filters leave together, read once; null while neither is set. */
  namedTownIds(): Promise<number[] | null>;
};

export type FilterDeclaration<Key extends string, Value, Issue extends string> = Codec<Value, Issue> & {
  /** The query parameter. */
  key: Key;
  /**
   * The conditions a value other than the empty one puts on the properties, or null when it names
   * nothing that exists (an unknown town or type): nothing is found then, without asking the
   * database. A filter without one only orders or pages the results, and is no criterion.
   */
  where?(value: NonNullable<Value>, context: NarrowingContext): Narrowing | null | Promise<Narrowing | null>;
  /** Whether its conditions come after every other's: their lookups cost more, and a filter naming nothing spares them. */
  whereLast?: boolean;
  /** Whether the form shows again what was typed in its field when it could not be read, so it can be corrected. */
  showsTyped?: boolean;
};

type FilterOptions<Value> = Pick<FilterDeclaration<string, Value, string>, 'where' | 'whereLast' | 'showsTyped'>;

/** A codec's issues as the filter reports them: `unreadable` becomes the parameter's name. */
type Named<Key extends string, Issue extends string> = Issue extends typeof UNREADABLE ? Key : Issue;

/** A filter reading `key` with `codec`. */
export function filter<const Key extends string, Value, Issue extends string>(
  key: Key,
  codec: Codec<Value, Issue>,
  options: FilterOptions<Value> = {},
): FilterDeclaration<Key, Value, Named<Key, Issue>> {
  const named = (issue: Issue) => (issue === UNREADABLE ? key : issue) as Named<Key, Issue>;
  return {
    ...options,
    key,
    empty: codec.empty,
    issues: codec.issues.map(named),
    read: (sent) => {
      const { value, issues = [] } = codec.read(sent);
      return { value, issues: issues.map(named) };
    },
    write: codec.write,
  };
}

/** Filters by name; their order is the canonical order of the parameters. */
export type FilterTable = Readonly<Record<string, FilterDeclaration<string, unknown, string>>>;

/** The value of every filter of a table, by name. */
export type FiltersOf<T extends FilterTable> = { -readonly [Name in keyof T]: T[Name]['empty'] };

/** The parameters of a table's filters. */
export type KeyOf<T extends FilterTable> = T[keyof T]['key'];

/** What a table's filters report. */
export type IssueOf<T extends FilterTable> = T[keyof T]['issues'][number];

/**
 * A rule between filters that each one's reading cannot tell: while `when` holds, the filters it
 * `clears` are left out (and what they reported with them, since they were not read), and its
 * issue, if any, is reported.
 */
export type FilterCheck<Filters> = {
  issue?: string;
  when(filters: Filters): boolean;
  clears: readonly (keyof Filters & string)[];
};

/** The names of a table's filters whose value is a list. */
export type ListNameOf<T extends FilterTable> = {
  [Name in keyof T]: T[Name]['empty'] extends readonly unknown[] ? Name : never;
}[keyof T];

/** The criteria a visitor removes whole (the "active filters" chips): those whose empty value is null. */
export type RemovableOf<T extends FilterTable> = {
  [Name in keyof T]: null extends T[Name]['empty'] ? Name : never;
}[keyof T];

/** One item of a list filter, named by its parameter: `{ city: … }`, `{ region: 'namur' }`. */
export type ListItemOf<T extends FilterTable> = {
  [Name in ListNameOf<T>]: Record<T[Name]['key'], FiltersOf<T>[Name] extends readonly (infer Item)[] ? Item : never>;
}[ListNameOf<T>];
