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
  // Owner sessions (lib/auth): a generated secret is kept in data/ when this is unset.
  NEXTAUTH_SECRET: z.string().min(32).optional(),
  // Outgoing mail: an SMTP URL (smtp://user:pass@host:587); unset, messages are written as .eml
  // files to MAIL_DIR so a developer can read them.
  SMTP_URL: z.string().optional(),
  MAIL_DIR: z.string().default('./data/mail'),
  MAIL_FROM: z.string().default('Vitrine Immobilier <no-reply@vitrine.example>'),
});

export type Env = z.infer<typeof envSchema>;

export const env: Env = envSchema.parse(process.env);
