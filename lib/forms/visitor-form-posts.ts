import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { FormEnvelope } from '@/lib/forms/fields';
import type { FormDefinition } from '@/lib/forms/form-pipeline';
import { formPostHandler } from '@/lib/forms/form-post';
import { contactForm } from '@/lib/forms/handlers/contact';
import { demandRegisterForm } from '@/lib/forms/handlers/demand-register';
import { documentRequestForm } from '@/lib/forms/handlers/document-request';
import { freeValuationForm } from '@/lib/forms/handlers/free-valuation';
import { newsletterForm } from '@/lib/forms/handlers/newsletter';
import { offerForm } from '@/lib/forms/handlers/offer';
import { rentApplicationForm } from '@/lib/forms/handlers/rent-application';
import { searchAlertForm } from '@/lib/forms/handlers/search-alert';
import { sendToFriendForm } from '@/lib/forms/handlers/send-to-friend';
import { testimonialForm } from '@/lib/forms/handlers/testimonial';
import { visitForm } from '@/lib/forms/handlers/visit';
import { isVisitorForm, type VisitorFormName } from '@/lib/forms/visitor-forms';
import { derivedKey } from '@/lib/security/derived-key';

// What each declared form does with a post (lib/forms/handlers/), under the name the handler gives
// itself: a form declared without a handler, or a handler under another form's name, does not compile.
const HANDLERS: Record<VisitorFormName, FormDefinition<z.ZodType<FormEnvelope>>> = {
  contact: contactForm,
  visit: visitForm,
  'free-valuation': freeValuationForm,
  'demand-register': demandRegisterForm,
  'document-request': documentRequestForm,
  offer: offerForm,
  'rent-application': rentApplicationForm({
    directory: env().UPLOAD_DIR,
    linkKey: derivedKey('upload-link'),
    retentionDays: env().UPLOAD_RETENTION_DAYS,
  }),
  'search-alert': searchAlertForm,
  'send-to-friend': sendToFriendForm,
  newsletter: newsletterForm,
  testimonial: testimonialForm,
} satisfies { [Name in VisitorFormName]: { name: Name } };

const posts = new Map<VisitorFormName, (request: Request) => Promise<Response>>();

/**
 * The POST handler of the form an address names (/api/forms/<name>/), or null for a name that is
 * no form's. Each is made at its form's first post, as a route module of its own would be: its
 * rate limiters exist once, and only for the forms this server is sent.
 */
export function visitorFormPost(name: string): ((request: Request) => Promise<Response>) | null {
  if (!isVisitorForm(name)) return null;
  let post = posts.get(name);
  if (!post) {
    post = formPostHandler(HANDLERS[name]);
    posts.set(name, post);
  }
  return post;
}
