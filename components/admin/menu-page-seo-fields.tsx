'use client';

import { useEffect, useRef, useState } from 'react';
import { TextAreaField, TextField } from '@/components/forms/field-kit';
import { effectiveSeo, type SeoSource } from '@/lib/seo/seo-texts';

export type SeoFieldLabels = {
  metaTitle: string;
  metaTitleHint: string;
  metaDescription: string;
  metaDescriptionHint: string;
  preview: string;
  noDescription: string;
};

/** The texts of a page's form that its SEO follows. */
function formTexts(form: HTMLFormElement): SeoSource {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : null;
  };
  return {
    title: text('title'),
    description: text('description'),
    content: text('content'),
    metaTitle: text('metaTitle'),
    metaDescription: text('metaDescription'),
    isActiveSeo: data.get('isActiveSeo') === 'on',
  };
}

/**
 * A page's title and description for search engines (docs/cms.md, page texts and SEO). Left
 * blank, they follow the page: each field shows, as its placeholder, what applies then — the title
 * with the site's name, the introduction or else the content's first paragraph — and below them
 * the title and description that apply now, as the staff type anywhere in the form
 * (lib/seo/seo-texts.ts). Without script, the placeholders show what the saved texts give.
 */
export function MenuPageSeoFields({
  initial,
  siteName,
  lang,
  maxLength,
  labels,
}: {
  initial: SeoSource;
  siteName: string;
  lang: string;
  maxLength: { metaTitle: number; metaDescription: number };
  labels: SeoFieldLabels;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [texts, setTexts] = useState(initial);

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const read = () => setTexts(formTexts(form));
    form.addEventListener('input', read);
    form.addEventListener('change', read);
    return () => {
      form.removeEventListener('input', read);
      form.removeEventListener('change', read);
    };
  }, []);

  const followed = effectiveSeo({ ...texts, isActiveSeo: false }, siteName);
  const applied = effectiveSeo(texts, siteName);
  return (
    <div ref={box} className="flex flex-col gap-4">
      <TextField
        name="metaTitle"
        label={labels.metaTitle}
        hint={labels.metaTitleHint}
        defaultValue={initial.metaTitle}
        placeholder={followed.title}
        maxLength={maxLength.metaTitle}
        lang={lang}
      />
      <TextAreaField
        name="metaDescription"
        label={labels.metaDescription}
        hint={labels.metaDescriptionHint}
        defaultValue={initial.metaDescription}
        placeholder={followed.description ?? undefined}
        maxLength={maxLength.metaDescription}
        lang={lang}
      />
      <div className="rounded-md border border-line bg-sand-50 p-4">
        <p className="text-sm font-semibold text-muted">{labels.preview}</p>
        <p lang={lang} className="mt-1 text-lg break-words text-brand-700">
          {applied.title}
        </p>
        <p lang={applied.description ? lang : undefined} className="mt-1 text-sm break-words">
          {applied.description ?? labels.noDescription}
        </p>
      </div>
    </div>
  );
}
