// One port and one database per browser-test run, so several runs can share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATABASE_FILE = `./data/e2e-${E2E_PORT}.db`;
