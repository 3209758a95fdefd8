import { BY_EMAILED_LINK, BY_RETENTION_JOB } from '@/lib/staff/audit';

// A lead's history as its page shows it (docs/back-office.md, leads), newest first: its arrival,
// its mails, its notes and what the audit log holds about it (lib/staff/audit.ts), each with who
// did it. A reply and a note are shown once, as the mail or note their audit entry names; an entry
// whose mail or note is gone (erased with the lead's personal data) still shows, as the action.

/** Who an event is by: a member of staff (by the name the row keeps), the visitor or the site itself. */
export type TimelineAuthor =
  | { kind: 'staff'; name: string }
  | { kind: 'visitor' }
  | { kind: 'site' }
  | { kind: 'emailedLink' }
  | { kind: 'retentionJob' };

export type TimelineEvent<Mail> = { key: string; at: Date; by: TimelineAuthor } & (
  | { kind: 'received' }
  | { kind: 'mail'; mail: Mail; reply: boolean }
  | { kind: 'note'; text: string }
  | { kind: 'status'; from: string; to: string }
  | { kind: 'assignment'; from: string | null; to: string | null }
  /** Any other entry of the log about the lead: a document opened, a visit moved by its link. */
  | { kind: 'action'; action: string }
);

type AuditRow = {
  id: number;
  staffId: number | null;
  staffName: string;
  action: string;
  detail: string | null;
  createdAt: Date;
};

type NoteRow = { id: number; staffName: string; text: string; createdAt: Date };

/** The author of an audit entry, as the audit log's page names it (components/admin/audit-table.tsx). */
export function auditAuthor(entry: Pick<AuditRow, 'staffId' | 'staffName'>): TimelineAuthor {
  if (entry.staffId === null && entry.staffName === BY_EMAILED_LINK.name) return { kind: 'emailedLink' };
  if (entry.staffId === null && entry.staffName === BY_RETENTION_JOB.name) return { kind: 'retentionJob' };
  return { kind: 'staff', name: entry.staffName };
}

/** An entry's detail as an object of values, or an empty one when it holds none. */
function detailOf(entry: AuditRow): Record<string, unknown> {
  if (entry.detail === null) return {};
  try {
    const parsed: unknown = JSON.parse(entry.detail);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const id = (value: unknown) => (typeof value === 'number' ? value : null);

type AuditEvent =
  { kind: 'status'; from: string; to: string } | { kind: 'assignment'; from: string | null; to: string | null };

/** What a status change or an assignment says, read from its entry's values; null for another entry. */
function auditEvent(entry: AuditRow): AuditEvent | null {
  const detail = detailOf(entry);
  if (entry.action === 'lead.mark') {
    const [from, to] = [text(detail.from), text(detail.to)];
    return from !== null && to !== null ? { kind: 'status', from, to } : null;
  }
  if (entry.action === 'lead.assign') return { kind: 'assignment', from: text(detail.from), to: text(detail.to) };
  return null;
}

/**
 * The events of one lead, newest first. Mails not written from its page (the form's own, a visit's
 * notices) are by the site. Events of the same instant keep the order in which they happened:
 * the later one first.
 */
export function leadTimeline<Mail extends { id: number; createdAt: Date }>(input: {
  receivedAt: Date;
  mails: readonly Mail[];
  notes: readonly NoteRow[];
  audit: readonly AuditRow[];
}): TimelineEvent<Mail>[] {
  const mailIds = new Set(input.mails.map((mail) => mail.id));
  const noteIds = new Set(input.notes.map((note) => note.id));
  // The member of staff who wrote each reply still in the outbox.
  const replies = new Map<number, TimelineAuthor>();
  const entries: TimelineEvent<Mail>[] = [];
  for (const entry of input.audit) {
    const detail = detailOf(entry);
    const mailId = entry.action === 'lead.reply' ? id(detail.mailId) : null;
    if (mailId !== null && mailIds.has(mailId)) {
      replies.set(mailId, auditAuthor(entry));
      continue;
    }
    const noteId = entry.action === 'lead.note' ? id(detail.noteId) : null;
    if (noteId !== null && noteIds.has(noteId)) continue;
    const shown = auditEvent(entry) ?? { kind: 'action', action: entry.action };
    entries.push({ key: `audit-${entry.id}`, at: entry.createdAt, by: auditAuthor(entry), ...shown });
  }
  const events: TimelineEvent<Mail>[] = [
    { key: 'received', at: input.receivedAt, by: { kind: 'visitor' }, kind: 'received' },
    ...input.mails.map((mail) => {
      const writer = replies.get(mail.id);
      return {
        key: `mail-${mail.id}`,
        at: mail.createdAt,
        by: writer ?? { kind: 'site' as const },
        kind: 'mail' as const,
        mail,
        reply: writer !== undefined,
      };
    }),
    ...input.notes.map((note) => ({
      key: `note-${note.id}`,
      at: note.createdAt,
      by: { kind: 'staff' as const, name: note.staffName },
      kind: 'note' as const,
      text: note.text,
    })),
    ...entries,
  ];
  // Listed oldest first within each kind and reversed, so the sort (stable) puts ties latest first.
  return events.reverse().sort((a, b) => b.at.getTime() - a.at.getTime());
}
