import { z } from 'zod';

// Imported (for this effect) before any schema the browser builds. Without it zod probes
// `new Function` to compile fast parsers, and the site's Content-Security-Policy (no
// 'unsafe-eval') reports that probe as a violation on every page carrying a form; the footer's
// newsletter form is on all of them.
z.config({ jitless: true });
