// Next calls register() once per server process: the place for background work such as the mail
// outbox and the removal of visitors' documents that are due. What every request relies on (the
// peer address that rate limits key on, the refusal of request lines Next cannot handle) is done
// by the server of `npm start` itself (scripts/serve.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startOutboxWorker }, { startUploadSweeper }] = await Promise.all([
    import('@/lib/mail/worker'),
    import('@/lib/uploads/sweeper'),
  ]);
  startOutboxWorker();
  startUploadSweeper();
}
