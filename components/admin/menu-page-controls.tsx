import type { ReactNode } from 'react';
import { FIELD_CLASS } from '@/components/forms/field-classes';

// The controls of the menu page and module forms: every control has its visible label, and a
// hint is tied to it with aria-describedby (not inside the label, so the name stays short).

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold';
export const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY = `${BUTTON} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`;
export const DANGER = `${BUTTON} bg-danger-600 text-white hover:bg-danger-800`;
export const CARD = 'rounded-lg border border-line bg-white p-5';
export const SECTION_HEADING = 'text-xl font-semibold';
/** The browser's check of class names (lib/admin/fields.ts cssClassField); '/' and '-' escaped for the v flag. */
export const CSS_CLASS_PATTERN = String.raw`\s*[\w:\/\-]*(\s+[\w:\/\-]+)*\s*`;

const LABEL = 'flex flex-col gap-1 font-medium';
const HINT = 'text-sm font-normal text-muted';

const hintId = (name: string) => `hint-${name.replace(/\W/g, '-')}`;

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <span id={hintId(name)} className={HINT}>
      {hint}
    </span>
  ) : null;
}

type InputProps = {
  name: string;
  label: string;
  hint?: string;
  defaultValue?: string | number | null;
  required?: boolean;
  maxLength?: number;
  pattern?: string;
  type?: 'text' | 'url' | 'number';
  min?: number;
  max?: number;
  lang?: string;
};

export function TextInput({ name, label, hint, defaultValue, type = 'text', ...rest }: InputProps) {
  return (
    <label className={LABEL}>
      {label}
      <input
        name={name}
        type={type}
        defaultValue={defaultValue ?? ''}
        aria-describedby={hint ? hintId(name) : undefined}
        className={FIELD_CLASS}
        {...rest}
      />
      <Hint name={name} hint={hint} />
    </label>
  );
}

export function TextArea({
  name,
  label,
  hint,
  defaultValue,
  rows = 3,
  ...rest
}: Omit<InputProps, 'type' | 'min' | 'max' | 'pattern'> & { rows?: number }) {
  return (
    <label className={LABEL}>
      {label}
      <textarea
        name={name}
        rows={rows}
        defaultValue={defaultValue ?? ''}
        aria-describedby={hint ? hintId(name) : undefined}
        className={`${FIELD_CLASS} py-2`}
        {...rest}
      />
      <Hint name={name} hint={hint} />
    </label>
  );
}

export function Select({
  name,
  label,
  hint,
  defaultValue,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <label className={LABEL}>
      {label}
      <select
        name={name}
        defaultValue={defaultValue}
        aria-describedby={hint ? hintId(name) : undefined}
        className={FIELD_CLASS}
      >
        {children}
      </select>
      <Hint name={name} hint={hint} />
    </label>
  );
}

export function Checkbox({
  name,
  label,
  hint,
  defaultChecked,
  required,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          required={required}
          aria-describedby={hint ? hintId(name) : undefined}
          className="size-6 shrink-0 accent-brand-700"
        />
        {label}
      </label>
      <Hint name={name} hint={hint} />
    </div>
  );
}

/** The hidden field that tells the write route where to return. */
export function BackField({ back }: { back: string }) {
  return <input type="hidden" name="back" value={back} />;
}

/** A status as a small badge: published pages and modules in the brand colour, drafts in sand. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = status === 'Published' ? 'bg-brand-50 text-brand-800' : 'bg-sand-100 text-sand-700';
  return <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${tone}`}>{label}</span>;
}
