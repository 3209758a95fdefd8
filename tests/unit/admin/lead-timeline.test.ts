import { describe, expect, it } from 'vitest';
import { BY_EMAILED_LINK, BY_RETENTION_JOB } from '@/lib/staff/audit';
import { auditAuthor, leadTimeline } from '@/lib/admin/lead-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 3, 9, minute));

type Entry = {
  id: number;
  action: string;
  detail?: object | string;
  minute: number;
  staffId?: number | null;
  staffName?: string;
};
const entry = ({ id, action, detail, minute, staffId = 1, staffName = 'Ann' }: Entry) => ({
  id,
  staffId,
  staffName,
  action,
  detail: detail === undefined ? null : typeof detail === 'string' ? detail : JSON.stringify(detail),
  createdAt: at(minute),
});
const mail = (id: number, minute: number) => ({ id, subject: `Mail ${id}`, createdAt: at(minute) });
const note = (id: number, minute: number, text = `Note ${id}`) => ({
  id,
  staffName: 'Bart',
  text,
  createdAt: at(minute),
});

const timeline = (input: Partial<Parameters<typeof leadTimeline>[0]>) =>
  leadTimeline({ receivedAt: at(0), mails: [], notes: [], audit: [], ...input });
const keys = (events: { key: string }[]) => events.map((event) => event.key);

describe('leadTimeline', () => {
  it('starts with the lead received, by its visitor', () => {
    expect(timeline({})).toEqual([{ key: 'received', at: at(0), by: { kind: 'visitor' }, kind: 'received' }]);
  });

  it('lists everything newest first: mails, notes, status changes, assignments', () => {
    const events = timeline({
      mails: [mail(1, 0), mail(2, 30)],
      notes: [note(5, 20)],
      audit: [
        entry({ id: 10, action: 'lead.assign', detail: { fromId: null, from: null, toId: 1, to: 'Ann' }, minute: 10 }),
        entry({ id: 11, action: 'lead.mark', detail: { from: 'new', to: 'handled' }, minute: 40 }),
      ],
    });
    expect(keys(events)).toEqual(['audit-11', 'mail-2', 'note-5', 'audit-10', 'mail-1', 'received']);
    expect(events[0]).toMatchObject({ kind: 'status', from: 'new', to: 'handled', by: { kind: 'staff', name: 'Ann' } });
    expect(events[2]).toMatchObject({ kind: 'note', text: 'Note 5', by: { kind: 'staff', name: 'Bart' } });
    expect(events[3]).toMatchObject({ kind: 'assignment', from: null, to: 'Ann' });
    // A form's own mail is the site's.
    expect(events[4]).toMatchObject({ kind: 'mail', reply: false, by: { kind: 'site' }, mail: { subject: 'Mail 1' } });
  });

  it('shows a reply once, as its mail, by the member of staff who wrote it', () => {
    const events = timeline({
      mails: [mail(3, 15)],
      audit: [entry({ id: 12, action: 'lead.reply', detail: { mailId: 3 }, minute: 15, staffName: 'Chloé' })],
    });
    expect(keys(events)).toEqual(['mail-3', 'received']);
    expect(events[0]).toMatchObject({ kind: 'mail', reply: true, by: { kind: 'staff', name: 'Chloé' } });
  });

  it('shows a note once, as the note, not its audit entry', () => {
    const events = timeline({
      notes: [note(4, 5)],
      audit: [entry({ id: 13, action: 'lead.note', detail: { noteId: 4 }, minute: 5 })],
    });
    expect(keys(events)).toEqual(['note-4', 'received']);
  });

  it('keeps the entry of a reply or note whose row is gone, as its action', () => {
    const events = timeline({
      audit: [
        entry({ id: 14, action: 'lead.reply', detail: { mailId: 99 }, minute: 5 }),
        entry({ id: 15, action: 'lead.note', detail: { noteId: 98 }, minute: 6 }),
      ],
    });
    expect(events.slice(0, 2)).toMatchObject([
      { key: 'audit-15', kind: 'action', action: 'lead.note' },
      { key: 'audit-14', kind: 'action', action: 'lead.reply' },
    ]);
  });

  it('shows any other entry about the lead as its action, by whoever the log names', () => {
    const events = timeline({
      audit: [
        entry({ id: 16, action: 'lead.document', detail: { document: 'x' }, minute: 1 }),
        entry({ id: 17, action: 'visit.move', minute: 2, staffId: null, staffName: BY_EMAILED_LINK.name }),
      ],
    });
    expect(events.slice(0, 2)).toMatchObject([
      { kind: 'action', action: 'visit.move', by: { kind: 'emailedLink' } },
      { kind: 'action', action: 'lead.document', by: { kind: 'staff', name: 'Ann' } },
    ]);
  });

  it('reads an unassignment, and a status change whose values are unreadable as its action', () => {
    const events = timeline({
      audit: [
        entry({ id: 18, action: 'lead.assign', detail: { fromId: 1, from: 'Ann', toId: null, to: null }, minute: 1 }),
        entry({ id: 19, action: 'lead.mark', detail: 'not json', minute: 2 }),
        entry({ id: 20, action: 'lead.mark', detail: { from: 'new' }, minute: 3 }),
        entry({ id: 21, action: 'lead.mark', detail: ['new', 'spam'], minute: 4 }),
      ],
    });
    expect(events.slice(0, 4)).toMatchObject([
      { key: 'audit-21', kind: 'action', action: 'lead.mark' },
      { key: 'audit-20', kind: 'action', action: 'lead.mark' },
      { key: 'audit-19', kind: 'action', action: 'lead.mark' },
      { key: 'audit-18', kind: 'assignment', from: 'Ann', to: null },
    ]);
  });

  it('puts events of the same instant latest first, the lead received last', () => {
    const events = timeline({
      mails: [mail(1, 0), mail(2, 0)],
      notes: [note(1, 0), note(2, 0)],
      audit: [
        entry({ id: 1, action: 'lead.mark', detail: { from: 'new', to: 'spam' }, minute: 0 }),
        entry({ id: 2, action: 'lead.mark', detail: { from: 'spam', to: 'new' }, minute: 0 }),
      ],
    });
    expect(keys(events)).toEqual(['audit-2', 'audit-1', 'note-2', 'note-1', 'mail-2', 'mail-1', 'received']);
  });
});

describe('auditAuthor', () => {
  it.each([
    [
      { staffId: 3, staffName: 'Ann' },
      { kind: 'staff', name: 'Ann' },
    ],
    // An account deleted since: the name the entry was written under.
    [
      { staffId: null, staffName: 'Ann' },
      { kind: 'staff', name: 'Ann' },
    ],
    [{ staffId: null, staffName: BY_EMAILED_LINK.name }, { kind: 'emailedLink' }],
    [{ staffId: null, staffName: BY_RETENTION_JOB.name }, { kind: 'retentionJob' }],
  ])('%j is by %j', (row, author) => expect(auditAuthor(row)).toEqual(author));
});
