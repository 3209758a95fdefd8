import { vi } from 'vitest';

// Outside a Next server there is no cross-request cache: `'use cache'` is an inert string here, and
// the functions that tag and time an entry do nothing (in Next they throw outside a cache scope).
// Invalidation calls are recorded, so a test can assert what a write expired.
vi.mock('next/cache', () => ({
  cacheTag: () => {},
  cacheLife: () => {},
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
}));
