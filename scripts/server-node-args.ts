// How Node runs the server (scripts/serve.ts), for the benchmarks and the browser tests; the `start`
// and `serve` scripts of package.json spell the same (a unit test keeps them equal). Three settings
// keep a burst of requests from growing the process (docs/caching.md, memory): V8's young
// generation stays at 8 MB semi-spaces instead of growing to 64; the old generation is collected
// once it has grown by 30 % since the last collection, instead of letting garbage pile up to four
// times the live heap on a machine with memory to spare; and glibc keeps two malloc arenas instead
// of one per thread that ever allocated (compiler and GC threads), whose freed memory it holds.
export const SERVER_V8_ARGS = ['--max-semi-space-size=8', '--heap-growing-percent=30'];

/** The server itself, after those settings. */
export const SERVER_SCRIPT = ['--import', 'tsx', 'scripts/serve.ts'];

export const SERVER_NODE_ARGS = [...SERVER_V8_ARGS, ...SERVER_SCRIPT];

/** Read by glibc when the process starts, hence an environment variable rather than a flag. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;
