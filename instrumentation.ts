// Next calls register() once per server process: the place for background work such as the mail
// outbox and the removal of visitors' documents that are due.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startOutboxWorker }, { startUploadSweeper }] = await Promise.all([
    import('@/lib/mail/worker'),
    import('@/lib/uploads/sweeper'),
  ]);
  startOutboxWorker();
  startUploadSweeper();
}
