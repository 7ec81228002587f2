import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { PricelistImageInput } from '../pricelist-image.ts';
import { renderPricelistImages } from '../pricelist-image.ts';
import { PricelistIcon } from './pricelist-icons.tsx';

type Rendered = { url: string; file: File };

/** Whether this browser can hand files to the system share sheet (WhatsApp and the like on phones). */
function canShareFiles(files: File[]): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files });
}

/**
 * Draws the visible list into PNG pictures in the browser and shows them before download, so the reseller sees
 * what the customer will get. Each page has its own download link (browsers block several automatic downloads) and,
 * on phones, a share button.
 */
export function ImageDownload({
  buildInput,
  fileName,
  disabled = false,
}: {
  /** Called on click: the rows visible at that moment. */
  buildInput: () => PricelistImageInput;
  /** Without extension; pages get '-1', '-2'. */
  fileName: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [images, setImages] = useState<Rendered[]>([]);
  const [state, setState] = useState<'idle' | 'drawing' | 'failed'>('idle');
  const previewRef = useRef<HTMLElement>(null);

  // Object URLs hold the pictures in memory until revoked.
  useEffect(() => () => images.forEach((image) => URL.revokeObjectURL(image.url)), [images]);

  const draw = async () => {
    setState('drawing');
    try {
      const blobs = await renderPricelistImages(buildInput());
      const rendered = blobs.map((blob, index) => {
        const name = blobs.length > 1 ? `${fileName}-${index + 1}.png` : `${fileName}.png`;
        return { url: URL.createObjectURL(blob), file: new File([blob], name, { type: 'image/png' }) };
      });
      setImages(rendered);
      setState('idle');
      requestAnimationFrame(() => previewRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
    } catch {
      setState('failed');
    }
  };

  const share = async (files: File[]) => {
    try {
      await navigator.share({ files });
    } catch {
      // Closing the share sheet rejects; nothing to report.
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void draw()}
        disabled={disabled || state === 'drawing'}
        className="flex-auto px-3 whitespace-nowrap sm:flex-none"
      >
        <PricelistIcon name="image" className="size-5 shrink-0" />
        {state === 'drawing' ? t('pricelist.image_drawing') : t('pricelist.download_image')}
      </Button>
      {state === 'failed' && (
        <InlineNotice kind="error" className="basis-full">
          {t('pricelist.image_failed')}
        </InlineNotice>
      )}
      {images.length > 0 && (
        <section
          ref={previewRef}
          aria-label={t('pricelist.image_preview')}
          className="flex basis-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-bold text-slate-900">{t('pricelist.image_preview')}</h2>
            <button
              type="button"
              onClick={() => setImages([])}
              aria-label={t('pricelist.image_close')}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:text-slate-800"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          {canShareFiles(images.map((image) => image.file)) && (
            <Button onClick={() => void share(images.map((image) => image.file))}>
              <PricelistIcon name="share" className="size-5 shrink-0" />
              {t('pricelist.image_share')}
            </Button>
          )}
          <ul className="grid gap-4 sm:grid-cols-2">
            {images.map((image, index) => (
              <li key={image.url} className="flex flex-col gap-2">
                <img
                  src={image.url}
                  alt={t('pricelist.image_alt', { page: index + 1, pages: images.length })}
                  className="w-full rounded-lg ring-1 ring-slate-200"
                />
                <a
                  href={image.url}
                  download={image.file.name}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
                >
                  <PricelistIcon name="download" className="size-5 shrink-0" />
                  {images.length > 1
                    ? t('pricelist.image_save_page', { page: index + 1, pages: images.length })
                    : t('pricelist.image_save')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
