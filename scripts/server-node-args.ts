// How Node runs the server (scripts/serve.ts), for the benchmarks and the browser tests; the `start`
// and `serve` scripts of package.json spell the same (a unit test keeps them equal). V8's young
// generation stays at 4 MB semi-spaces instead of growing to 16: under a burst of requests it is
// what makes the process grow most, and pages answered from the page cache allocate little
// (docs/caching.md, memory).
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4', '--import', 'tsx', 'scripts/serve.ts'];
