import type { Prisma } from '@/generated/prisma/client';
import type {
  FilterCheck,
  FilterDeclaration,
  FilterTable,
  FiltersOf,
  IssueOf,
  KeyOf,
  ListItemOf,
  NarrowingContext,
  RemovableOf,
} from '@/lib/listing/filter-declaration';

// What the listing knows of its filters, derived from their table (lib/listing/listing-filters.ts)
// so that a filter is declared once (docs/url-map.md, adding a listing filter): the parameters and
// their canonical order, the empty search, reading a query and what could not be read, writing
// the canonical query back, the criteria count, and the conditions on the properties.

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** Every value of a parameter, as sent. */
export function sentValues(input: SearchParamsInput, key: string): string[] {
  return input instanceof URLSearchParams ? input.getAll(key) : [input[key] ?? []].flat();
}

/** The issues a table's checks report. */
export type CheckIssueOf<C extends readonly unknown[]> = C[number] extends infer Check
  ? Check extends { issue: infer Issue extends string }
    ? Issue
    : never
  : never;

export type DerivedFilters<T extends FilterTable, Issue extends string> = {
  /** Every parameter, in canonical order. */
  keys: readonly KeyOf<T>[];
  /** Every filter at its empty value, as a query without parameters reads. */
  defaults: FiltersOf<T>;
  /** What can be reported, in the order the visitor is told. */
  issues: readonly Issue[];
  /** The filters of a query and what could not be read (ignored, the visitor is told which). */
  read(input: SearchParamsInput): { filters: FiltersOf<T>; issues: Issue[] };
  /** The canonical query, as an object for links: the table's order, empty values left out, checks applied. */
  write(filters: FiltersOf<T>): Record<string, string | string[]>;
  /** How many criteria narrow the results, each item of a list one; a filter without `where` is none. */
  criteriaCount(filters: FiltersOf<T>): number;
  /** The same filters without one criterion, or one item of a list (told by how the URL writes it). */
  without(filters: FiltersOf<T>, removed: RemovableOf<T> | ListItemOf<T>): FiltersOf<T>;
  /** What was typed in the fields that show it again (`showsTyped`) and could not be read, by parameter. */
  typedValues(input: SearchParamsInput, issues: readonly Issue[]): Partial<Record<KeyOf<T>, string>>;
  /** The filters' conditions on the properties, or null when one names nothing that exists. */
  narrow(filters: FiltersOf<T>, context: NarrowingContext): Promise<WhereParts | null>;
};

export type WhereParts = { columns: Prisma.PropertyWhereInput; conditions: Prisma.PropertyWhereInput[] };

/** The most of a typed value a field shows again: the rest of a long, hand-made URL is left out. */
const TYPED_SHOWN_LENGTH = 40;

const isNonEmpty = <Item>(items: Item[]): items is [Item, ...Item[]] => items.length > 0;

/** Operators of one column (`{ gte: 1 }`), as opposed to a value (`true`, a date). */
const isOperators = (condition: unknown): condition is object =>
  typeof condition === 'object' && condition !== null && Object.getPrototypeOf(condition) === Object.prototype;

export function deriveFilters<const T extends FilterTable, const C extends readonly FilterCheck<FiltersOf<T>>[]>(
  table: T,
  checks: C,
): DerivedFilters<T, IssueOf<T> | CheckIssueOf<C>> {
  type Filters = FiltersOf<T>;
  type Issue = IssueOf<T> | CheckIssueOf<C>;
  type Name = keyof T & string;
  const names = Object.keys(table) as Name[];
  const declarations: Record<Name, FilterDeclaration<string, unknown, string>> = table;
  const isEmpty = (name: Name, value: unknown) =>
    Array.isArray(value) ? value.length === 0 : value === declarations[name].empty;
  const defaults = Object.fromEntries(names.map((name) => [name, declarations[name].empty])) as Filters;

  /** The filters the checks leave, the names of those they cleared, and the checks' issues. */
  function checked(filters: Filters): { filters: Filters; cleared: Set<Name>; issues: Issue[] } {
    const result = { ...filters };
    const cleared = new Set<Name>();
    const issues: Issue[] = [];
    for (const check of checks) {
      if (!check.when(result)) continue;
      for (const name of check.clears) {
        result[name] = defaults[name];
        cleared.add(name);
      }
      if (check.issue) issues.push(check.issue as Issue);
    }
    return { filters: result, cleared, issues };
  }

  return {
    keys: names.map((name) => declarations[name].key as KeyOf<T>),
    defaults,
    issues: [
      ...names.flatMap((name) => declarations[name].issues),
      ...checks.flatMap((check) => check.issue ?? []),
    ] as Issue[],

    read(input) {
      const filters = { ...defaults };
      const reported = new Map<Name, readonly string[]>();
      for (const name of names) {
        const declaration = declarations[name];
        const sent = sentValues(input, declaration.key)
          .map((value) => value.trim())
          .filter((value) => value !== '');
        // An empty form field means "no filter".
        if (!isNonEmpty(sent)) continue;
        const { value, issues = [] } = declaration.read(sent);
        filters[name] = value as Filters[Name];
        reported.set(name, issues);
      }
      // A filter a check cleared was not read: what it could not read is not reported either.
      const result = checked(filters);
      const issues = names.filter((name) => !result.cleared.has(name)).flatMap((name) => reported.get(name) ?? []);
      return { filters: result.filters, issues: [...(issues as Issue[]), ...result.issues] };
    },

    write(filters) {
      const shown = checked(filters).filters;
      const query: Record<string, string | string[]> = {};
      for (const name of names) {
        const value = shown[name];
        if (!isEmpty(name, value))
          query[declarations[name].key] = declarations[name].write(value as NonNullable<unknown>);
      }
      return query;
    },

    criteriaCount(filters) {
      return names
        .filter((name) => declarations[name].where)
        .reduce((count, name) => {
          const value: unknown = filters[name];
          return count + (Array.isArray(value) ? value.length : isEmpty(name, value) ? 0 : 1);
        }, 0);
    },

    without(filters, removed) {
      if (typeof removed === 'string') return { ...filters, [removed]: defaults[removed] };
      const [key, item] = Object.entries(removed)[0] ?? [];
      const name = names.find((candidate) => declarations[candidate].key === key);
      if (name === undefined) return filters;
      const written = (value: unknown) => [declarations[name].write([value])].flat().join();
      const items = filters[name] as unknown[];
      return { ...filters, [name]: items.filter((value) => written(value) !== written(item)) };
    },

    typedValues(input, issues) {
      const typed: Partial<Record<KeyOf<T>, string>> = {};
      for (const name of names) {
        const declaration = declarations[name];
        if (!declaration.showsTyped) continue;
        const causes = [
          ...declaration.issues,
          ...checks.flatMap((check) => (check.issue && check.clears.includes(name) ? [check.issue] : [])),
        ];
        const value = sentValues(input, declaration.key).find((item) => item.trim() !== '');
        if (value !== undefined && causes.some((cause) => issues.includes(cause as Issue))) {
          typed[declaration.key as KeyOf<T>] = value.slice(0, TYPED_SHOWN_LENGTH);
        }
      }
      return typed;
    },

    async narrow(filters, context) {
      const ordered = [
        ...names.filter((name) => !declarations[name].whereLast),
        ...names.filter((name) => declarations[name].whereLast),
      ];
      const columns: Record<string, unknown> = {};
      const conditions: Prisma.PropertyWhereInput[] = [];
      for (const name of ordered) {
        const declaration = declarations[name];
        const value: unknown = filters[name];
        if (!declaration.where || isEmpty(name, value)) continue;
        // One after the other: a filter that names nothing ends the query before the next one's lookups.
        const narrowing = await declaration.where(value as NonNullable<unknown>, context);
        if (!narrowing) return null;
        for (const [column, condition] of Object.entries(narrowing.columns ?? {})) {
          const before = columns[column];
          columns[column] = isOperators(before) && isOperators(condition) ? { ...before, ...condition } : condition;
        }
        conditions.push(...(narrowing.conditions ?? []));
      }
      return { columns: columns as Prisma.PropertyWhereInput, conditions };
    },
  };
}
