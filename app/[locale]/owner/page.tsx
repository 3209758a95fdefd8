import type { Metadata } from 'next';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// Owners see their statistics only once signed in; without a session the portal is the login page.
export default async function OwnerPage({ params }: PageProps<'/[locale]/owner'>) {
  redirect({ href: '/login', locale: (await params).locale as Locale });
}
