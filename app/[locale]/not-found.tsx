import { NotFoundContent } from '@/components/layout/not-found-content';

// What a page's notFound() shows (a withdrawn property, a deleted article); the proxy answers
// paths it knows to be missing with app/[locale]/page-not-found instead (lib/i18n/missing-page.ts).
export default function NotFound() {
  return <NotFoundContent />;
}
