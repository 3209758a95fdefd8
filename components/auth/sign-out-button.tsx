'use client';

import { signOut } from 'next-auth/react';

/** Ends the session (an owner's or a member of staff's) and goes to `callbackUrl`. */
export function SignOutButton({ label, callbackUrl }: { label: string; callbackUrl: string }) {
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl })}
      className="min-h-11 rounded-md border border-brand-700 px-4 font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
    >
      {label}
    </button>
  );
}
