// Writes docs/feed.schema.json from the zod feed schema, so the CRM side can validate its export.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LENIENT_INPUTS } from '@/lib/import/coerce';
import { feedSchema } from '@/lib/import/feed-schema';

const OUTPUT = path.resolve('docs/feed.schema.json');

export function feedJsonSchema() {
  const schema = z.toJSONSchema(feedSchema, {
    io: 'input',
    // The importer also takes "12,5" for a number and "true" for a boolean: say so in the schema.
    override: ({ zodSchema, jsonSchema }) => {
      const accepts = LENIENT_INPUTS.get(zodSchema);
      if (!accepts || accepts === 'string') return;
      const example = { number: '"12,5"', integer: '"12"', boolean: '"true" or "false"' }[accepts];
      if (jsonSchema.anyOf) {
        jsonSchema.anyOf.push({ type: 'string' });
      } else {
        const types = Array.isArray(jsonSchema.type) ? jsonSchema.type : jsonSchema.type ? [jsonSchema.type] : [];
        jsonSchema.type = [...types, 'string'];
      }
      const nullable = JSON.stringify(jsonSchema).includes('"null"');
      jsonSchema.description = `${accepts}; the text ${example} is accepted${nullable ? ', "" reads as null' : ''}`;
    },
  });
  return {
    ...schema,
    title: 'Vitrine CRM feed',
    description:
      'One record per property and language (fr, nl, en, de). Field names follow the CRM; see docs/import.md.',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(feedJsonSchema(), null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}`);
}
