import { describe, expect, it } from 'vitest';
import { fullRecord, readFeedStream } from '@/lib/import/feed-reader';
import { FeedRefusedError } from '@/lib/import/import-report';

/** The text cut into chunks of `size` bytes, as a file or request stream delivers it. */
async function* chunked(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text, 'utf8');
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

const read = (text: string, size = 3) => readFeedStream(chunked(text, size));

/** The feed with its property records parsed in full again, to compare with JSON.parse. */
async function readInFull(text: string, size: number) {
  const feed = await read(text, size);
  if (Array.isArray(feed.properties)) feed.properties = feed.properties.map(fullRecord);
  return feed;
}

const FEEDS: [string, string][] = [
  ['the usual shape', '{"full": true, "properties": [{"ID": 1, "City": "Liège"}, {"ID": 2}], "citys": []}'],
  ['no whitespace', '{"properties":[{"ID":1}],"webIDs":[{"ID":5,"Name":"Maison"}]}'],
  ['brackets, braces, commas and quotes inside strings', '{"properties": [{"T": "a [b] {c}, \\"d\\" \\\\"}]}'],
  ['nested lists and objects in items', '{"properties": [{"Pictures": [{"ID": 1}, {"ID": 2}], "X": {"y": [1, [2]]}}]}'],
  ['scalars and objects as members', '{"meta": {"a": [1, 2]}, "properties": [1, "two", null, true], "full": false}'],
  ['an empty object', '{}'],
  ['an empty list', '{"properties": []}'],
  ['spaces and new lines everywhere', '\n {\n "properties" : [\n {"ID" : 1} ,\n {"ID":2}\n ] ,\n "full" : true\n }\n'],
  ['four-byte characters and escapes', '{"properties": [{"Name": "🏠 Château \\u00e9"}]}'],
  ['a byte order mark', '\uFEFF{"properties": [1]}'],
  ['lists named like what every object inherits', '{"constructor": [{"ID": 1}], "toString": [{"ID": 2}]}'],
];

describe('readFeedStream', () => {
  it.each(FEEDS)('reads %s like JSON.parse, whatever the chunk size', async (_name, text) => {
    const expected = JSON.parse(text.replace(/^\uFEFF/, ''));
    for (const size of [1, 2, 3, 7, 1024]) expect(await readInFull(text, size)).toEqual(expected);
  });

  it('keeps a property record as its bytes and the fields that group it', async () => {
    const record = { ID: 41001, language: 'nl', WebID: 2, City: 'Ukkel', Price: 350000 };
    const feed = await read(JSON.stringify({ properties: [record], webIDs: [{ ID: 101 }] }));

    const [stub] = feed.properties as object[];

    expect(stub).toEqual({ ID: 41001, language: 'nl', WebID: 2 });
    expect(fullRecord(stub)).toEqual(record);
    expect(feed.webIDs).toEqual([{ ID: 101 }]);
  });

  it('keeps a member named __proto__ as a plain member', async () => {
    const feed = await read('{"__proto__": [1], "properties": []}');
    expect(Object.getPrototypeOf(feed)).toBe(Object.prototype);
    expect(Object.keys(feed)).toEqual(['__proto__', 'properties']);
  });

  it.each([
    ['an empty text', ''],
    ['a cut-off feed', '{"properties": [{"ID": 1}'],
    ['a broken item', '{"properties": [{"ID": 1,}]}'],
    ['an empty item', '{"properties": [1,,2]}'],
    ['a comma after the last item', '{"properties": [1,]}'],
    ['a comma after the last member', '{"properties": [1],}'],
    ['a missing comma between members', '{"properties": [1] "full": true}'],
    ['text after the feed', '{"properties": []} {}'],
    ['a list closed by a brace', '{"properties": [1}}'],
    ['a feed closed by a bracket', '{"full": true]'],
    ['a list without a member name', '{[1]}'],
  ])('refuses %s', async (_name, text) => {
    await expect(read(text)).rejects.toBeInstanceOf(FeedRefusedError);
    await expect(read(text)).rejects.toThrow(/not valid JSON/);
  });

  it.each([
    ['a list', '[{"ID": 1}]'],
    ['null', 'null'],
    ['a number', '42'],
  ])('refuses %s as the feed', async (_name, text) => {
    await expect(read(text)).rejects.toThrow(/expected a JSON object/);
  });
});
