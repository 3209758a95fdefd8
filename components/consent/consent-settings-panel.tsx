'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CONSENT_PURPOSES, EVERYTHING_GRANTED, NOTHING_GRANTED, type ConsentChoices } from '@/lib/consent/purposes';

function PurposeSwitch({
  label,
  description,
  checked,
  disabled = false,
  onChange,
  name,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  name: string;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 border-b border-line py-4 last:border-b-0">
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      </div>
      <span className="relative mt-1 inline-flex shrink-0">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange?.(event.target.checked)}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="flex h-7 w-12 items-center rounded-full bg-muted p-1 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sand-500 peer-disabled:opacity-70 peer-checked:[&>span]:translate-x-5"
        >
          <span className="size-5 rounded-full bg-white shadow transition-transform" />
        </span>
      </span>
    </li>
  );
}

/**
 * The settings (docs/consent.md, choices): essential (always on) and the four Consent Mode
 * purposes, then accept the selection ("accept partly"), accept all or decline all.
 */
export function ConsentSettingsPanel({
  initial,
  onChoose,
  onShowCategories,
}: {
  initial: ConsentChoices;
  onChoose: (choices: ConsentChoices) => void;
  onShowCategories: () => void;
}) {
  const t = useTranslations('ConsentSettings');
  const [choices, setChoices] = useState<ConsentChoices>(initial);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(choices);
      }}
    >
      <p className="text-muted">{t('intro')}</p>
      <ul className="mt-2">
        <PurposeSwitch
          name="essential"
          label={t('purposes.essential.label')}
          description={`${t('purposes.essential.description')} ${t('alwaysOn')}.`}
          checked
          disabled
        />
        {CONSENT_PURPOSES.map((purpose) => (
          <PurposeSwitch
            key={purpose}
            name={purpose}
            label={t(`purposes.${purpose}.label`)}
            description={t(`purposes.${purpose}.description`)}
            checked={choices[purpose]}
            onChange={(checked) => setChoices((current) => ({ ...current, [purpose]: checked }))}
          />
        ))}
      </ul>
      <button type="button" onClick={onShowCategories} className="mt-2 text-link">
        {t('categories')}
      </button>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="submit" className="button-outline">
          {t('save')}
        </button>
        <button type="button" onClick={() => onChoose(NOTHING_GRANTED)} className="button-primary">
          {t('decline')}
        </button>
        <button type="button" onClick={() => onChoose(EVERYTHING_GRANTED)} className="button-primary">
          {t('acceptAll')}
        </button>
      </div>
    </form>
  );
}
