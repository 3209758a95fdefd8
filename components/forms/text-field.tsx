import type { InputHTMLAttributes } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
};

/** A labelled input whose error is tied to it (aria-invalid + aria-describedby) and announced. */
export function TextField({ id, label, error, hint, required, className, ...input }: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="text-[#b3171d]">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-12 w-full rounded-md border border-muted/60 bg-white px-3 text-ink aria-invalid:border-[#b3171d]"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-[#b3171d]">
          {error}
        </p>
      )}
    </div>
  );
}
