// A kept page's framework and application scripts start loading once its first frame is painted
// (docs/caching.md, scripts after the first paint). Next puts them in the head as async scripts;
// a phone's Chrome then fetches and runs about 170 kB of them before it paints the server-rendered
// page, which needs none of them to be read. They are moved into one small loader at the end of
// the body that adds them after the first frame. The download of each stays announced early by
// Next's own `<link rel="preload">` where Next writes one.

// Next's script tags: `<script src="/_next/static/…" async="" nonce="…"></script>`, attributes in
// either order. A `noModule` script (the polyfills for old browsers) is never matched: modern
// browsers must go on ignoring it.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"(?: async=""| nonce="[^"]*")+><\/script>/g;

/**
 * The page with its chunk scripts loaded by one loader placed before `</body>`, which carries
 * `nonce` (the page cache's placeholder). A page without them, or without a body, is unchanged.
 */
export function loadScriptsAfterPaint(html: string, nonce: string): string {
  const sources: string[] = [];
  const end = html.lastIndexOf('</body>');
  if (end === -1) return html;
  const moved = html.slice(0, end).replace(CHUNK_SCRIPT, (tag: string, source: string) => {
    if (!tag.includes(' async=""')) return tag;
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  return `${moved}${loader(sources, nonce)}${html.slice(end)}`;
}

// The scripts are added in the page's order and run as they arrive (an added script is async, as
// Next wrote them). Added by a script that carries the nonce, they are trusted under the policy's
// 'strict-dynamic'. A page opened in a background tab paints nothing until shown: its scripts
// load at once.
function loader(sources: readonly string[], nonce: string): string {
  const list = JSON.stringify(sources);
  return (
    `<script nonce="${nonce}">(function(s){function l(){s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;document.head.appendChild(e)})}` +
    `document.hidden?l():requestAnimationFrame(function(){setTimeout(l,0)})})(${list})</script>`
  );
}
