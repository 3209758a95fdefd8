// Headers every response carries (next.config.ts `headers()`); the Content-Security-Policy is
// per request and set by proxy.ts.

export type Header = { key: string; value: string };

export function securityHeaders(options: { production: boolean }): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Nothing on the site asks for these; embeds keep fullscreen and autoplay.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    // For browsers that predate CSP frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    // Two years. Only production serves over HTTPS; joining the preload list is the agency's call.
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
