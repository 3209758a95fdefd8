/**
 * What a back-office write tells the member of staff afterwards (keys of Admin.outcome): it
 * travels in the query of the page the write returns to (lib/admin/write-route.ts).
 */
export const WRITE_NOTICES = [
  'testimonialApproved',
  'testimonialHidden',
  'testimonialSaved',
  // Leads and the mail outbox (lib/admin/leads.ts, lib/admin/outbox.ts).
  'leadsMarkedNew',
  'leadsMarkedHandled',
  'leadsMarkedSpam',
  'mailQueuedAgain',
  // A lead's follow-up on its page (lib/admin/lead-assignment.ts, lead-notes.ts, lead-reply.ts).
  'leadAssigned',
  'leadUnassigned',
  'leadNoteAdded',
  'leadReplyQueued',
  // Owners and staff accounts (lib/admin/owners.ts, lib/admin/staff-accounts.ts).
  'ownerCreated',
  'ownerInvited',
  'ownerDisabled',
  'ownerEnabled',
  'propertyLinked',
  'propertyUnlinked',
  'staffCreated',
  'staffInvited',
  'staffRoleChanged',
  'staffDisabled',
  'staffEnabled',
  // Menu pages and their modules (lib/admin/menu-pages.ts, lib/admin/modules.ts).
  'menuPageCreated',
  'menuPageSaved',
  'menuPageTextsSaved',
  'menuPageDeleted',
  // A picture added to the site's images (lib/admin/media.ts).
  'mediaUploaded',
  'moduleCreated',
  'moduleSaved',
  'moduleMoved',
  'moduleDeleted',
  // Visit slots (lib/admin/slots.ts).
  'slotCreated',
  'slotMoved',
  'slotDeleted',
  'slotSeriesCreated',
  'slotSeriesCreatedSkipping',
  'bookingCancelled',
  'bookingCancelledReopened',
  // Articles, and the home, header and footer configuration (lib/admin/article-checks.ts lists the articles'
  // writes; lib/admin/site-layout.ts).
  'articleCreated',
  'articleSaved',
  'articleTextSaved',
  'articleTextRemoved',
  'articleDeleted',
  'homeSaved',
  'headerSaved',
  'footerSaved',
  // Site settings: the tag ids and the languages (lib/admin/update-site-info.ts, lib/admin/update-languages.ts).
  'siteInfoSaved',
  'languagesSaved',
  'languagesFollowEnvironment',
  // Personal data: the keeping times, a person searched, a person erased (lib/admin/update-retention.ts,
  // lib/admin/people.ts).
  'retentionSaved',
  'personSearched',
  'personErased',
] as const;
export const WRITE_ERRORS = [
  'invalid',
  'gone',
  // The mail outbox: only a failed mail is sent again.
  'mailNotFailed',
  // A lead's follow-up: an assignee who cannot take it; no reply or note once it is anonymized, no
  // reply without an address.
  'leadAssigneeUnknown',
  'leadAnonymized',
  'leadNoEmail',
  'leadNoteAnonymized',
  // Owners and staff accounts.
  'emailTaken',
  'accountDisabled',
  'propertyUnknown',
  'propertyAmbiguous',
  'ownAccount',
  // Menu pages.
  'menuPagePathTaken',
  'menuPageCycle',
  'menuPageHasChildren',
  'menuPageHasScreen',
  'menuPageHomeDraft',
  // A picture for the pages: over 10 MB, no JPEG, PNG or WebP, or not readable as one.
  'mediaTooLarge',
  'mediaType',
  'mediaUnreadable',
  // Visit slots.
  'slotPast',
  'slotOverlap',
  'slotBooked',
  'slotSeriesEmpty',
  'slotSeriesTooLong',
  // Articles.
  'articleKeyTaken',
  'articleSlugTaken',
  'articleInUse',
  'articleLastText',
  // People: the search behind the page expired (an hour), or it finds nothing any more.
  'personSearchExpired',
  'personNothingHeld',
] as const;

export type WriteNotice = (typeof WRITE_NOTICES)[number];
export type WriteError = (typeof WRITE_ERRORS)[number];
/** Numbers a notice may name ("24 slots added, 2 skipped"), each travelling as its own query parameter. */
export const NOTICE_VALUES = ['count', 'skipped'] as const;
export type NoticeValues = Partial<Record<(typeof NOTICE_VALUES)[number], number>>;
/** The query parameters an outcome writes: a new write's outcome replaces the last one's. */
export const OUTCOME_PARAMS = ['notice', 'error', 'field', ...NOTICE_VALUES] as const;

/**
 * `field`: the form field (its name, dotted when nested) that made the input invalid. `returnTo`:
 * a back-office page to return to instead of the form's own (where what was made is shown).
 */
export type WriteOutcome =
  { notice: WriteNotice; values?: NoticeValues; returnTo?: string } | { error: WriteError; field?: string };

export function isWriteNotice(value: unknown): value is WriteNotice {
  return WRITE_NOTICES.includes(value as WriteNotice);
}

export function isWriteError(value: unknown): value is WriteError {
  return WRITE_ERRORS.includes(value as WriteError);
}
