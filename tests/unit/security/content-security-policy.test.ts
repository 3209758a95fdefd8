import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, tileSource } from '@/lib/security/content-security-policy';
import { securityHeaders } from '@/lib/security/security-headers';

const BASE = { nonce: 'abc123==', development: false, upgradeInsecureRequests: false };

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.split(' ')[0] === name);
  return found ? found.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(BASE);

  it('runs scripts only with the nonce, and what they load', () => {
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'nonce-abc123=='", "'strict-dynamic'"]));
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('lets the consented tags load and report', () => {
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']),
    );
  });

  it.each([
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://www.facebook.com',
    'https://my.matterport.com',
    'https://*.tvl.be',
    'https://*.yisual.com',
  ])('allows the %s embed', (host) => {
    expect(directive(policy, 'frame-src')).toContain(host);
  });

  it('allows map tiles, data: and blob: images', () => {
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']),
    );
  });

  it('adds the configured tile server', () => {
    const custom = contentSecurityPolicy({ ...BASE, mapTileUrl: 'https://{s}.tiles.example.be/{z}/{x}/{y}.png' });
    expect(directive(custom, 'img-src')).toContain('https://*.tiles.example.be');
  });

  it('forbids framing, plugins and foreign base or form targets', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });

  it.each([false, true])('upgrade-insecure-requests only when asked (%s)', (upgrade) => {
    expect(
      contentSecurityPolicy({ ...BASE, upgradeInsecureRequests: upgrade }).includes('upgrade-insecure-requests'),
    ).toBe(upgrade);
  });

  it('allows eval in development only', () => {
    expect(directive(contentSecurityPolicy({ ...BASE, development: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('lists each source once per directive', () => {
    for (const part of policy.split('; ')) {
      const sources = part.split(' ').slice(1);
      expect(new Set(sources).size).toBe(sources.length);
    }
  });
});

describe('tileSource', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.fr/osmfr/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.fr'],
    ['HTTPS://Tiles.Example.BE:8443/{z}/{x}/{y}.png', 'https://tiles.example.be:8443'],
    ['http://localhost:8080/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['javascript:alert(1)', null],
    ['https://evil.example; script-src *', null],
    ['https:// spaced.example/', null],
    ['//tiles.example.be/{z}.png', null],
  ])('%j → %j', (template, expected) => {
    expect(tileSource(template)).toBe(expected);
  });
});

describe('createNonce', () => {
  it('is base64 of 16 random bytes, new each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('securityHeaders', () => {
  const names = (production: boolean) => securityHeaders({ production }).map((header) => header.key);

  it('always sends nosniff, a referrer policy, a permissions policy and no framing', () => {
    expect(names(false)).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
  });

  it('sends HSTS in production only', () => {
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
  });
});
