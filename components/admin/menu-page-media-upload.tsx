import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import { env } from '@/lib/env';
import { MEDIA_ACCEPT } from '@/lib/media/media-checks';
import { brandImages, libraryImages } from '@/lib/media/media-library';
import type { Locale } from '@/lib/i18n/locales';

/** The newest uploads listed: enough to find the one just sent. */
const LISTED_UPLOADS = 20;

/**
 * The image picker's stand-in for a browser that runs no script, shown to it alone: an upload
 * form (a plain multipart post, answered like every write) and the site's pictures with the
 * address to type in the banner's field or the content's HTML.
 */
export async function MenuPageMediaUpload({ locale, back }: { locale: Locale; back: string }) {
  const [t, uploads, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.media' }),
    libraryImages(env().MEDIA_DIR),
    brandImages(process.cwd()),
  ]);
  const images = [...uploads.slice(0, LISTED_UPLOADS), ...brand];
  return (
    <div className="hidden [@media(scripting:none)]:block">
      <CardSection id="media-upload-heading" title={t('noScript.heading')} lead={t('noScript.lead')}>
        <form
          method="post"
          action="/api/admin/media/"
          encType="multipart/form-data"
          className="flex max-w-3xl flex-col gap-3"
        >
          <HiddenFields back={back} />
          <label className="flex flex-col gap-1 font-medium">
            {t('noScript.file')}
            <input type="file" name="file" accept={MEDIA_ACCEPT} required className="font-normal" />
          </label>
          <SubmitButton tone="secondary" className="self-start">
            {t('noScript.submit')}
          </SubmitButton>
        </form>
        <ul aria-label={t('library')} className="flex flex-col gap-1 text-sm break-all">
          {images.map((image) => (
            <li key={image.url}>
              {image.name} — <span className="font-mono">{t('noScript.address', { url: image.url })}</span>
            </li>
          ))}
        </ul>
      </CardSection>
    </div>
  );
}
