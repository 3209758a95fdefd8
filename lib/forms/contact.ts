import { z } from 'zod';
import { normalizePhone } from '@/lib/forms/phone';

// One schema for the contact form, used by react-hook-form in the browser and re-checked by the
// route handler. Messages are keys of the ContactForm namespace.
export const CONTACT_CATEGORIES = ['buyer', 'tenant', 'commercial', 'private'] as const;
export const SALUTATIONS = ['mrs', 'mr', 'other'] as const;
// Spec §9 contact time slots, the same in every language (DESIGN.md §4).
export const TIME_SLOTS = ['10-13', '14-16', '16-19'] as const;

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const contactSchema = z.object({
  category: z.enum(CONTACT_CATEGORIES, { message: 'required' }),
  salutation: z.enum(SALUTATIONS, { message: 'required' }),
  firstName: text(100).min(1, 'required'),
  lastName: text(100).min(1, 'required'),
  email: z.string().trim().toLowerCase().min(1, 'required').email('emailInvalid').max(254, 'emailInvalid'),
  phone: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => normalizePhone(value) !== null, 'phoneInvalid'),
  message: text(3000).min(1, 'required'),
  timeSlots: z.array(z.enum(TIME_SLOTS)).max(TIME_SLOTS.length).default([]),
  propertyId: z.coerce.number().int().positive().optional(),
  privacy: z.literal(true, { message: 'privacyRequired' }),
  captcha: z.string().min(1, 'captchaRequired'),
  // Honeypot: hidden from people, filled in by bots that fill in everything.
  website: z.string().max(0).optional().or(z.literal('')),
  locale: z.enum(['fr', 'nl', 'en', 'de']),
  sourcePage: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type ContactErrorKey =
  'required' | 'tooLong' | 'emailInvalid' | 'phoneInvalid' | 'privacyRequired' | 'captchaRequired';
