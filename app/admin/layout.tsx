import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { sansFont, serifFont } from '@/app/fonts';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import './admin.css';

// The back-office's own root layout (docs/back-office.md): none of the public site's header,
// footer, consent or tags, and none of its client code — nor does the public site load any of
// the back-office's. Nothing here is for search engines.
export const metadata: Metadata = {
  title: { template: '%s | Vitrine back-office', default: 'Vitrine back-office' },
  robots: { index: false, follow: false },
  icons: { icon: '/brand/favicon.svg' },
  referrer: 'same-origin',
};

export const viewport: Viewport = { themeColor: '#0f4c5c', width: 'device-width', initialScale: 1 };

export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const locale = await backOfficeLocale();
  return (
    <html lang={locale} className={`${sansFont.variable} ${serifFont.variable}`}>
      <body className="min-h-dvh bg-sand-50 antialiased">{children}</body>
    </html>
  );
}
