// GET /api/messages/<group>/ through its route handler: the groups it serves are the names listed
// in ON_DEMAND, never a property every object inherits ("constructor", "__proto__"), which an
// `in` check would take for a group and answer with a server error.
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/messages/[group]/route';

const get = (group: string, locale = 'fr') =>
  GET(new Request(`http://localhost:3000/api/messages/${encodeURIComponent(group)}/?locale=${locale}`), {
    params: Promise.resolve({ group }),
  });

describe('GET /api/messages/<group>/', () => {
  it('answers the consent settings’ messages in the language asked', async () => {
    const response = await get('consent', 'nl');
    expect(response.status).toBe(200);
    expect(Object.keys(await response.json())).toEqual(['ConsentSettings', 'ConsentCategories']);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'nothing'])(
    'answers 404 to "%s", no group of messages',
    async (group) => {
      const response = await get(group);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.stringContaining('/api/messages/{consent}/') });
    },
  );

  it('answers 404 to a language the site does not speak', async () => {
    expect((await get('consent', 'es')).status).toBe(404);
  });
});
