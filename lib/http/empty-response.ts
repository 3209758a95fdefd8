/** An answer with a status and no body, which no cache may keep (API routes a machine calls). */
export function emptyResponse(status: number): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
}
