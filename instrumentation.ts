// Next calls register() once per server process: the place for background work such as the mail
// outbox, the removal of visitors' documents and refused forms' drafts that are due and the daily
// retention round. What every request relies on (the peer address that rate limits key on, the
// refusal of request lines Next cannot handle) is done by the server of `npm start` itself
// (scripts/serve.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [
    { startOutboxWorker },
    { sendResetMails },
    { startUploadSweeper },
    { startRetentionJob },
    { startFormDraftSweeper },
  ] = await Promise.all([
    import('@/lib/mail/worker'),
    import('@/lib/auth/reset-mail-worker'),
    import('@/lib/uploads/sweeper'),
    import('@/lib/privacy/retention-scheduler'),
    import('@/lib/forms/draft-sweeper'),
  ]);
  // Password reminders asked for while the process was down (or whose run failed) are mailed too.
  startOutboxWorker(sendResetMails);
  startUploadSweeper();
  startRetentionJob();
  startFormDraftSweeper();
}
