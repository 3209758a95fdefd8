// Next calls register() once per server process: the place for what every request relies on (the
// peer address that rate limits key on, the refusal of request lines Next cannot handle) and for
// background work such as the mail outbox and the removal of visitors' documents that are due.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ installPeerAddressHook }, { installRequestLineGate }, { startOutboxWorker }, { startUploadSweeper }] =
    await Promise.all([
      import('@/lib/security/peer-address-hook'),
      import('@/lib/security/request-line-gate'),
      import('@/lib/mail/worker'),
      import('@/lib/uploads/sweeper'),
    ]);
  installPeerAddressHook();
  installRequestLineGate();
  startOutboxWorker();
  startUploadSweeper();
}
