// Imported first by scripts/serve.ts, before any module allocates: Node's pool of small Buffers
// back to 8 KB. Node 24.18 made it 64 KB, and every Buffer under half of it (Buffer.concat's
// results, zlib's output) is a slice of a pool block that it keeps alive whole. The server keeps
// thousands of such small Buffers for minutes (the `'use cache'` data, the kept pages), each then
// holding a 64 KB block for a few kilobytes: 100 MB more at 10 connections (docs/caching.md,
// memory).
Buffer.poolSize = 8 * 1024;
