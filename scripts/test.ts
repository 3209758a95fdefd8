// `npm test`: every check, on the two cores of a small machine. The browser tests need the whole
// machine: run beside the unit suite, both took two and a half to five times as long as alone,
// longer together than one after the other. So nothing runs beside them. Two lanes: the first
// builds the site for the browser tests (seeding their database), checks each route's JavaScript
// against its budget, runs the browser tests on that build, then the unit and integration tests on
// SQLite and two servers of the build on PostgreSQL and Redis behind nginx. The second checks lint
// and types while the build runs (the build does not check types again), then, once the browser
// tests are done, runs the integration tests again on PostgreSQL, which wait on their database a
// third of the time. The first lane streams its output; the second's is printed as a block when
// each of its steps ends. The first failure stops everything. Each part also runs alone: `npm run
// lint`, `npm run typecheck`, `npm run test:unit`, `npm run test:pg`, `npm run test:bundle` and
// `npm run test:instances` (after a build), `npm run test:e2e`.
import { spawn, type ChildProcess } from 'node:child_process';

type Step = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** A step of the other lane that must have passed before this one starts. */
  after?: string;
};

const npm = (script: string, options: Pick<Step, 'env' | 'after'> = {}): Step => ({
  name: script,
  command: ['npm', 'run', '--silent', script],
  ...options,
});

/** The lanes run side by side, each lane's steps in order. */
const lanes: Step[][] = [
  [
    { name: 'e2e:prepare', command: ['tsx', 'tests/e2e/prepare.ts'], env: { E2E_ONE_OFF_BUILD: '1' } },
    // Each route's first-load JavaScript against its budget, read from that build.
    npm('test:bundle'),
    npm('test:e2e', { env: { E2E_PREPARED: '1' } }),
    npm('test:unit'),
    // Several servers of the build sharing one PostgreSQL and one Redis, nginx in front.
    npm('test:instances'),
  ],
  [npm('lint'), npm('typecheck'), npm('test:pg', { after: 'test:e2e' })],
];

const running = new Set<ChildProcess>();
/** Whether each step passed, settled when it ends: a step `after` another waits on it. */
const outcomes = new Map(
  lanes.flat().map((step) => {
    let settle!: (passed: boolean) => void;
    const passed = new Promise<boolean>((resolve) => (settle = resolve));
    return [step.name, { passed, settle }];
  }),
);
const timings: string[] = [];
let stopping = false;

function runStep(step: Step, stream: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = step.command as [string, ...string[]];
    // Its own process group, so a failure elsewhere stops the step with all its children.
    const child = spawn(command, args, {
      env: { ...process.env, ...step.env },
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      running.delete(child);
      timings.push(`${step.name} ${Math.round((Date.now() - started) / 1000)} s`);
      resolve({ ok: code === 0, output });
    });
  });
}

function stopAll(): void {
  stopping = true;
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

async function runLane(steps: Step[], stream: boolean): Promise<boolean> {
  for (const step of steps) {
    if (step.after && !(await outcomes.get(step.after)!.passed)) return false;
    if (stopping) return false;
    if (stream) console.log(`\n──── ${step.name} ────`);
    const { ok, output } = await runStep(step, stream);
    outcomes.get(step.name)!.settle(ok);
    // Stopped because the other lane failed: that failure is the one to read.
    if (stopping) return false;
    if (!stream) console.log(`\n──── ${step.name} (ran beside the steps above) ────\n${output.trimEnd()}`);
    if (!ok) {
      console.error(`\n${step.name} failed: stopping the other checks.`);
      stopAll();
      return false;
    }
  }
  return true;
}

const started = Date.now();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopAll(), process.exit(1)));
const results = await Promise.all(lanes.map((lane, index) => runLane(lane, index === 0)));
const passed = !results.includes(false);
console.log(`\n${[...timings, `total ${Math.round((Date.now() - started) / 1000)} s`].join(' · ')}`);
process.exit(passed ? 0 : 1);
