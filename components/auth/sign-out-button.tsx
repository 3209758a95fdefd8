'use client';

import { signOut } from 'next-auth/react';

const TONES = {
  plain: 'border-brand-700 text-brand-700 hover:bg-brand-50',
  /** On the back-office's dark header. */
  inverse: 'border-white text-white hover:bg-brand-900',
} as const;

/** Ends the session (an owner's or a member of staff's) and goes to `callbackUrl`. */
export function SignOutButton({
  label,
  callbackUrl,
  tone = 'plain',
}: {
  label: string;
  callbackUrl: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl })}
      className={`min-h-11 rounded-md border px-4 font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {label}
    </button>
  );
}
