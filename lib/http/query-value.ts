/** A page's query as Next hands it over: a name given once is a string, given twice a list. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** A reader of a page's query: a value given once, else null (a name given twice names nothing). */
export function queryValue(query: PageQuery): (name: string) => string | null {
  return (name) => {
    const value = query[name];
    return typeof value === 'string' ? value : null;
  };
}
