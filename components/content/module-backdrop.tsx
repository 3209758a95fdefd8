import type { ModuleBackground } from '@/lib/site/module-settings';

/**
 * Image and gallery backgrounds sit faintly behind the module's text, so dark text stays
 * readable whatever the picture (the images are decorative: no alternative text).
 */
export function ModuleBackdrop({ background }: { background: ModuleBackground }) {
  if (background.kind === 'image') {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- CMS background of unknown size, decorative
      <img src={background.url} alt="" className="absolute inset-0 -z-10 size-full object-cover opacity-20" />
    );
  }
  if (background.kind === 'gallery') {
    return (
      <div aria-hidden="true" className="absolute inset-0 -z-10 grid grid-cols-2 opacity-20 sm:grid-cols-3">
        {background.urls.slice(0, 6).map((url, index) => (
          // eslint-disable-next-line @next/next/no-img-element -- CMS gallery background, decorative
          <img key={`${url}-${index}`} src={url} alt="" className="size-full object-cover" />
        ))}
      </div>
    );
  }
  return null;
}
