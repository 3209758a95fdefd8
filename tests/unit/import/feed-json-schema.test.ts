import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedJsonSchema } from '@/scripts/feed-json-schema';

describe('docs/feed.schema.json', () => {
  it('is generated from the zod feed schema (run `npm run feed:schema` after changing it)', () => {
    expect(JSON.parse(readFileSync('docs/feed.schema.json', 'utf8'))).toEqual(feedJsonSchema());
  });

  it('documents the CRM field names and the lenient spellings the importer accepts', () => {
    const schema = feedJsonSchema() as unknown as {
      properties: { properties: { items: { properties: Record<string, { description?: string }> } } };
    };
    const record = schema.properties.properties.items.properties;
    for (const field of [
      'ID',
      'Goal',
      'City',
      'Zip',
      'WebID',
      'WebIDs',
      'language',
      'RecordFile',
      'Price',
      'EPCLabelText',
    ]) {
      expect(record, field).toHaveProperty(field);
    }
    expect(record.Price?.description).toMatch(/"12,5" is accepted/);
  });
});
