'use client';

import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type ToolbarButton = {
  key: string;
  /** The button's name for assistive technology and its tooltip ("Bold"). */
  label: string;
  /** What the button shows: a short sign or an icon, hidden from assistive technology, which reads `label`. */
  sign: ReactNode;
  onClick: () => void;
  /** A button that switches a format on and off: whether it is on where the cursor is. */
  pressed?: boolean;
  disabled?: boolean;
  /** A group starts here: a little space before the button. */
  group?: boolean;
};

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The editor's toolbar as the WAI-ARIA toolbar pattern has it: one stop for the Tab key, the
 * arrow keys (Home, End) moving between its buttons, each button named, the format buttons
 * saying whether they are on (aria-pressed).
 */
export function RichTextToolbar({
  label,
  controls,
  buttons,
}: {
  label: string;
  /** The id of the text the toolbar formats. */
  controls: string;
  buttons: readonly ToolbarButton[];
}) {
  const [focused, setFocused] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const index = next(focused, buttons.length);
    setFocused(index);
    refs.current[index]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-muted/60 bg-sand-50 p-1"
    >
      {buttons.map((button, index) => (
        <button
          key={button.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          aria-label={button.label}
          title={button.label}
          aria-pressed={button.pressed}
          // A disabled button keeps its place in the arrow keys' round (the pattern's advice).
          aria-disabled={button.disabled || undefined}
          tabIndex={index === focused ? 0 : -1}
          onFocus={() => setFocused(index)}
          // A pointer's press leaves the focus in the text: the command applies where the cursor is and
          // the next keys are typed there, not into the button (where a space would press it again).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => !button.disabled && button.onClick()}
          className={clsx(
            'inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 font-semibold text-ink',
            'hover:bg-white aria-disabled:opacity-50 aria-pressed:bg-brand-700 aria-pressed:text-white',
            button.group && index > 0 && 'ml-2',
          )}
        >
          <span aria-hidden="true">{button.sign}</span>
        </button>
      ))}
    </div>
  );
}
