import { getTranslations } from 'next-intl/server';
import type { BannerFieldLabels } from '@/components/admin/menu-page-banner-field';
import type { MediaPickerLabels } from '@/components/admin/media-picker-dialog';
import type { RichTextLabels } from '@/components/admin/rich-text-editor';
import type { Locale } from '@/lib/i18n/locales';

// The words of the back-office's client islands, in the member of staff's language: passed to
// them as props, so that the back-office needs no message provider in the browser
// (docs/client-messages.md) and the editor's code carries none.

export async function mediaPickerLabels(locale: Locale): Promise<MediaPickerLabels> {
  const t = await getTranslations({ locale, namespace: 'Admin.media' });
  return {
    title: t('title'),
    upload: t('upload'),
    uploadHint: t('uploadHint'),
    uploading: t('uploading'),
    uploaded: t('uploaded'),
    library: t('library'),
    loading: t('loading'),
    empty: t('empty'),
    alt: t('alt'),
    altHint: t('altHint'),
    choose: t('choose'),
    insert: t('insert'),
    cancel: t('cancel'),
    errors: {
      mediaTooLarge: t('errors.mediaTooLarge'),
      mediaType: t('errors.mediaType'),
      mediaUnreadable: t('errors.mediaUnreadable'),
      failed: t('errors.failed'),
    },
  };
}

export async function richTextLabels(locale: Locale): Promise<RichTextLabels> {
  const [t, picker] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.editor' }),
    mediaPickerLabels(locale),
  ]);
  return {
    toolbar: t('toolbar'),
    heading2: t('heading2'),
    heading3: t('heading3'),
    bold: t('bold'),
    italic: t('italic'),
    bulletList: t('bulletList'),
    orderedList: t('orderedList'),
    link: t('link'),
    image: t('image'),
    undo: t('undo'),
    redo: t('redo'),
    linkPanel: {
      address: t('linkAddress'),
      hint: t('linkHint'),
      invalid: t('linkInvalid'),
      apply: t('linkApply'),
      remove: t('linkRemove'),
      cancel: t('linkCancel'),
    },
    picker,
  };
}

export async function bannerFieldLabels(locale: Locale): Promise<BannerFieldLabels> {
  const [t, picker] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.menuPages.fields' }),
    mediaPickerLabels(locale),
  ]);
  return { current: t('bannerCurrent'), none: t('bannerNone'), choose: t('bannerChoose'), picker };
}
