import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopImageLimits, type ShopProduct } from '@konter/shared/contracts/shop';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { isAcceptableProductImage, useProductImages } from '../api/admin.ts';
import { ProductPicture } from './product-card.tsx';

/**
 * A product's pictures in the back office (SHP-01): add one (checked here first, then by the server), make one the
 * cover, remove one. The list shown is the server's answer to the last change.
 */
export function ProductImagesEditor({ product }: { product: ShopProduct }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(product);
  const [problem, setProblem] = useState<string | null>(null);
  const { upload, cover, remove } = useProductImages(product.id);
  const busy = upload.isPending || cover.isPending || remove.isPending;

  const run = async (change: Promise<ShopProduct>) => {
    setProblem(null);
    try {
      setCurrent(await change);
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.errors.image?.[0] : undefined;
      setProblem(fieldMessage ?? (isApiError(error) ? error.message : t('internal_error')));
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptableProductImage(file)) {
      setProblem(t('shop.admin.image_refused'));
      return;
    }
    void run(upload.mutateAsync(file));
  };

  const full = current.images.length >= shopImageLimits.perProduct;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="admin-product-images">
      <legend className="text-sm font-semibold text-slate-800">{t('shop.admin.images')}</legend>
      <p className="text-sm text-slate-600">{t('shop.admin.image_rule')}</p>
      {current.images.length > 0 && (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
          {current.images.map((url, index) => (
            <li key={url} className="flex flex-col gap-1 rounded-xl border border-slate-200 p-2">
              <ProductPicture product={current} index={index} />
              {index === 0 ? (
                <span className="text-center text-sm font-semibold text-slate-700">{t('shop.admin.image_cover')}</span>
              ) : (
                <Button variant="ghost" disabled={busy} onClick={() => void run(cover.mutateAsync(url))}>
                  {t('shop.admin.image_make_cover')}
                </Button>
              )}
              <Button variant="ghost" disabled={busy} onClick={() => void run(remove.mutateAsync(url))}>
                {t('shop.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && <InlineNotice kind="error">{problem}</InlineNotice>}
      {full ? (
        <p className="text-sm text-slate-600">{t('shop.admin.images_full', { max: shopImageLimits.perProduct })}</p>
      ) : (
        <label
          className={`flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-dashed border-slate-400 px-3 font-semibold text-slate-800 ${busy ? 'opacity-60' : ''}`}
        >
          {upload.isPending ? t('shop.admin.image_uploading') : t('shop.admin.image_add')}
          <input
            type="file"
            accept={shopImageLimits.types.join(',')}
            onChange={pick}
            disabled={busy}
            className="sr-only"
            data-testid="admin-product-image-input"
          />
        </label>
      )}
    </fieldset>
  );
}
