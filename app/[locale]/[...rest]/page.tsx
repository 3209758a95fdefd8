import { notFound } from 'next/navigation';

// Any path under a language that no route claims gets the localized 404 page.
export default function CatchAllPage() {
  notFound();
}
