import { LINK } from '@/components/admin/admin-classes';

/** The way back from a record's page to its list, or from a module to its page. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <p className="mb-6">
      <a href={href} className={LINK}>
        <span aria-hidden="true">← </span>
        {children}
      </a>
    </p>
  );
}
