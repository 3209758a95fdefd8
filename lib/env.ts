import { z } from 'zod';

// Parsed once at start-up: a misconfigured server fails loudly instead of half-working.
const envSchema = z.object({
  DATABASE_URL: z.string().min(1).default('file:./data/vitrine.db'),
  SITE_URL: z.url().default('http://localhost:3000'),
  ENABLED_LOCALES: z
    .string()
    .default('fr,nl,en,de')
    .transform((value) =>
      value
        .split(',')
        .map((locale) => locale.trim())
        .filter(Boolean),
    ),
  PROMOTION_URL: z.url().default('https://www.example.com/promotion/'),
  MEDIA_DIR: z.string().default('./data/media'),
});

export type Env = z.infer<typeof envSchema>;

export const env: Env = envSchema.parse(process.env);
