// What the several-servers test needs (vitest.instances.config.ts): the production build that
// `npm test` made, a PostgreSQL server and a Redis server (.ci/run starts both), and nginx for the
// shared cache in front.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = process.env.NEXT_DIST_DIR || '.next';
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || undefined;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

/** Whether nginx can be started (Debian's nginx-light; .ci/run installs it). */
export const nginxInstalled = () => !spawnSync('nginx', ['-v']).error;

/** What is missing for the servers themselves, each as a sentence; empty when nothing is. */
export function missingForServers(): string[] {
  return [
    ...(existsSync(path.join(BUILD_DIR, 'BUILD_ID'))
      ? []
      : [`no production build in ${BUILD_DIR} (npm test builds one; NEXT_DIST_DIR names another)`]),
    ...(TEST_POSTGRES_URL ? [] : ['TEST_POSTGRES_URL is not set']),
    ...(TEST_REDIS_URL ? [] : ['TEST_REDIS_URL is not set']),
  ];
}
