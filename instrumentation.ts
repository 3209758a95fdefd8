// Next calls register() once per server process: the place for background work such as the mail outbox.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutboxWorker } = await import('@/lib/mail/worker');
  startOutboxWorker();
}
