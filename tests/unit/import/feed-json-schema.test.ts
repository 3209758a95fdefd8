import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { propertyRecord } from '@/lib/import/feed-schema';
import { feedJsonSchema } from '@/scripts/feed-json-schema';

describe('docs/feed.schema.json', () => {
  it('is generated from the zod feed schema (run `npm run feed:schema` after changing it)', () => {
    expect(JSON.parse(readFileSync('docs/feed.schema.json', 'utf8'))).toEqual(feedJsonSchema());
  });

  it('documents every field of a property record under its CRM name, and the lenient spellings the importer accepts', () => {
    const schema = feedJsonSchema() as unknown as {
      properties: { properties: { items: { properties: Record<string, { description?: string }> } } };
    };
    const record = schema.properties.properties.items.properties;
    for (const field of Object.keys(propertyRecord.shape)) expect(record, field).toHaveProperty(field);
    expect(record.Price?.description).toMatch(/"12,5" is accepted/);
  });
});
