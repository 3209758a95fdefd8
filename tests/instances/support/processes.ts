// The running parts of the several-servers test (tests/instances): servers of the production build as
// `npm run serve` starts them, and nginx in front, each on a free port of the loopback interface.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_ARGS } from '@/scripts/server-node-args';

export type Running = { origin: string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Resolves once `url` answers 200; fails if `child` ends first or `timeoutMs` pass. */
async function answering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended with code ${child.exitCode}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A server, with what it reported of errors it did not handle (Node's and Next's `⨯ unhandledRejection`…). */
export type RunningServer = Running & { unhandledErrors: () => string[] };

/** A server of the production build on `port`, as `npm run serve -- -p <port>` starts it. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '-p', String(port)], {
    env: { ...env, ...SERVER_ENV },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    errorOutput += chunk.toString();
  });
  const unhandledErrors = () =>
    errorOutput.split('\n').filter((line) => /unhandledRejection|uncaughtException/.test(line));
  const origin = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  // A cold start on a busy two-core machine loads the routes of the first page asked for.
  await answering(`${origin}/fr/`, child, 120_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin, stop, unhandledErrors };
}

/**
 * nginx on `port` as a shared cache in front of `upstreams`, configured as docs/operations.md
 * (several instances) shows: it keeps what the servers' `Cache-Control` allows, revalidates an
 * expired copy with its ETag, and says in `X-Cache-Status` how it answered.
 */
export async function startNginx(port: number, upstreams: readonly string[]): Promise<Running> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vitrine-nginx-'));
  // Started as root, nginx runs its workers as an unprivileged user, who must reach the cache inside.
  chmodSync(directory, 0o755);
  const at = (name: string) => path.join(directory, name);
  const config = `
worker_processes 1;
pid ${at('nginx.pid')};
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${at('body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  proxy_cache_path ${at('cache')} keys_zone=pages:10m;
  upstream vitrine { ${upstreams.map((upstream) => `server ${upstream};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://vitrine;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache pages;
      proxy_cache_revalidate on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
  writeFileSync(at('nginx.conf'), config);
  const child = spawn('nginx', ['-p', directory, '-c', at('nginx.conf'), '-e', at('error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stopNginx = stopper(child);
  const stop = async () => {
    await stopNginx();
    rmSync(directory, { recursive: true, force: true });
  };
  await answering(`${origin}/fr/`, child, 30_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin, stop };
}
