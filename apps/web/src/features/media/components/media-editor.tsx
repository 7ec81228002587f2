import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MediaCustomization, MediaInput, MediaSize, PricelistMedia } from '@konter/shared/contracts/media';
import {
  defaultMediaCustomization,
  mediaBackgroundMaxBytes,
  mediaLayouts,
  mediaPaths,
  mediaSizes,
} from '@konter/shared/contracts/media';
import { formatRupiah } from '@konter/shared/money';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { purchasableFamilies } from '@konter/shared/ppob/families';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Card, PageFrame } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notices } from '../../../lib/notices.ts';
import { fetchImage, fetchPreview, uploadBackground, useMediaProducts, useSaveMedia } from '../api/media.ts';
import { useMediaText } from '../media-catalogue.ts';
import { mediaEditPath } from './media-list-screen.tsx';

type Selected = { code: string; name: string; price: string };
type Errors = Record<string, string[]>;

const inputClass =
  'min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand';
const labelClass = 'flex flex-col gap-1.5 font-semibold text-slate-900';

function FieldError({ messages, id }: { messages: string[] | undefined; id?: string }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {messages.join(' ')}
    </p>
  );
}

/** The body the server checks: prices as typed (digits), so a wrong one comes back as its field error. */
function inputOf(state: {
  image: string;
  topText: string;
  bottomText: string;
  textColor: string;
  selected: Selected[];
  customization: MediaCustomization;
}): MediaInput {
  return {
    image: state.image,
    top_text: state.topText,
    bottom_text: state.bottomText,
    text_color: state.textColor,
    items: state.selected.map((item) => ({
      code: item.code,
      selling_price: /^\d+$/.test(item.price) ? Number(item.price) : item.price,
    })),
    customization: state.customization,
  };
}

/**
 * MED-01 create and edit (`/media/content-creation/create`, `/edit/{id}`): the background, texts, colour, nominals
 * at the agent's selling prices and the layout, with the server's drawing as the live preview; once saved, the PNG
 * to download or hand to the share sheet (WhatsApp).
 */
export function MediaEditor({ media }: { media?: PricelistMedia }) {
  const { t } = useMediaText();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const [image, setImage] = useState(media?.image ?? '');
  const [topText, setTopText] = useState(media?.top_text ?? '');
  const [bottomText, setBottomText] = useState(media?.bottom_text ?? '');
  const [textColor, setTextColor] = useState(media?.text_color ?? '#ffffff');
  const [selected, setSelected] = useState<Selected[]>(
    media?.items.map((item) => ({ code: item.code, name: item.name, price: String(item.selling_price) })) ?? [],
  );
  const [customization, setCustomization] = useState<MediaCustomization>(
    media?.customization ?? defaultMediaCustomization,
  );
  const [family, setFamily] = useState<PurchasableFamily>('pulsa');
  const [search, setSearch] = useState('');
  const [size, setSize] = useState<MediaSize>('story');
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const products = useMediaProducts(family);
  const save = useSaveMedia();
  const saved = media !== undefined;

  const input = useMemo(
    () => inputOf({ image, topText, bottomText, textColor, selected, customization }),
    [image, topText, bottomText, textColor, selected, customization],
  );

  // The live preview: the server's drawing of what the form holds, half a second after the last change.
  const previewUrl = useRef<string | null>(null);
  useEffect(() => {
    if (!image || selected.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPreview(input, size, controller.signal)
        .then((blob) => {
          if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
          previewUrl.current = URL.createObjectURL(blob);
          setPreview(previewUrl.current);
          setErrors({});
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.errors) setErrors(error.errors);
        });
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, size, image, selected.length]);
  useEffect(() => () => (previewUrl.current ? URL.revokeObjectURL(previewUrl.current) : undefined), []);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > mediaBackgroundMaxBytes) {
      // The server's rule and words, without sending 9 MB over a phone line first.
      setErrors({ image: [tApp('media.size_over')] });
      return;
    }
    setUploading(true);
    try {
      setImage(await uploadBackground(file));
      setErrors({});
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors ?? { image: [error.message] });
    } finally {
      setUploading(false);
    }
  };

  const toggle = (code: string, name: string, price: number) => {
    setSelected((current) =>
      current.some((item) => item.code === code)
        ? current.filter((item) => item.code !== code)
        : [...current, { code, name, price: String(price) }],
    );
  };
  const setPrice = (code: string, price: string) =>
    setSelected((current) => current.map((item) => (item.code === code ? { ...item, price } : item)));

  const onSave = async () => {
    try {
      const result = await save.mutateAsync({ id: media?.id, input });
      setErrors({});
      notices.showSnackbar('success', tApp('media.saved'));
      if (!saved) void navigate(mediaEditPath(result.id), { replace: true });
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors ?? {});
    }
  };

  const share = async () => {
    if (!media) return;
    try {
      const blob = await fetchImage(media.id, size);
      const file = new File([blob], `pricelist-${size}.png`, { type: 'image/png' });
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
        await navigator.share({ files: [file] });
      }
    } catch {
      // Closing the share sheet rejects; nothing to report.
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.canShare === 'function';

  // A long family (60 pulsa nominals) narrowed by name or code; a chosen one always stays in the list.
  const query = search.trim().toLowerCase();
  const shown = (products.data ?? []).filter(
    (product) =>
      !query ||
      product.name.toLowerCase().includes(query) ||
      product.code.toLowerCase().includes(query) ||
      selected.some((item) => item.code === product.code),
  );

  const itemError = (code: string, field: 'code' | 'selling_price') => {
    const index = selected.findIndex((item) => item.code === code);
    return errors[`items.${index}.${field}`];
  };

  return (
    <PageFrame title={tApp('title.media_edit')} description={t('media.intro')} width="wide">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card className="flex flex-col gap-3">
            <h2 className="font-bold text-slate-900">{t('media.background')}</h2>
            {image && (
              <img
                src={mediaPaths.backgroundFile(image)}
                alt=""
                className="aspect-[3/2] w-full rounded-lg object-cover ring-1 ring-slate-200"
              />
            )}
            <label className={labelClass}>
              <span>{image ? t('media.background_change') : t('media.background_choose')}</span>
              <input
                type="file"
                name="image"
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                aria-describedby="media-image-hint media-image-error"
                onChange={(event) => void onFile(event.target.files?.[0])}
                className="w-full text-base font-normal file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
              />
            </label>
            <p id="media-image-hint" className="text-sm text-slate-600">
              {uploading ? t('media.uploading') : t('media.background_hint')}
            </p>
            <FieldError id="media-image-error" messages={errors.image} />
          </Card>

          <Card className="flex flex-col gap-3">
            <label className={labelClass}>
              {t('media.top_text')}
              <input
                className={inputClass}
                name="top_text"
                maxLength={80}
                value={topText}
                placeholder={t('media.top_text_placeholder')}
                onChange={(event) => setTopText(event.target.value)}
              />
            </label>
            <FieldError messages={errors.top_text} />
            <label className={labelClass}>
              {t('media.bottom_text')}
              <textarea
                className={`${inputClass} py-2`}
                name="bottom_text"
                maxLength={120}
                rows={2}
                value={bottomText}
                placeholder={t('media.bottom_text_placeholder')}
                onChange={(event) => setBottomText(event.target.value)}
              />
            </label>
            <FieldError messages={errors.bottom_text} />
            <label className="flex items-center gap-3 font-semibold text-slate-900">
              <input
                type="color"
                name="text_color"
                value={textColor}
                onChange={(event) => setTextColor(event.target.value)}
                className="h-11 w-16 rounded-lg border border-slate-300"
              />
              {t('media.text_color')}
            </label>
            <FieldError messages={errors.text_color} />
          </Card>

          <Card className="flex flex-col gap-3">
            <h2 className="font-bold text-slate-900">{t('media.products')}</h2>
            <p className="text-sm text-slate-600">{t('media.products_hint')}</p>
            <label className={labelClass}>
              {t('media.family')}
              <select
                className={inputClass}
                value={family}
                onChange={(event) => setFamily(event.target.value as PurchasableFamily)}
              >
                {purchasableFamilies.map((option) => (
                  <option key={option} value={option}>
                    {tApp(`pricelist.family.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              {t('media.search')}
              <input
                type="search"
                className={inputClass}
                value={search}
                placeholder={t('media.search_placeholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            <FieldError messages={errors.items} />
            <p className="text-sm font-semibold text-slate-700" aria-live="polite">
              {t('media.selected', { count: selected.length })}
            </p>
            <ul className="flex flex-col divide-y divide-slate-200">
              {shown.map((product) => {
                const chosen = selected.find((item) => item.code === product.code);
                const defaultPrice = product.selling_price ?? product.price;
                return (
                  <li key={product.code} data-code={product.code} className="flex flex-col gap-2 py-2">
                    <label className="flex min-h-11 items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0"
                        checked={Boolean(chosen)}
                        onChange={() => toggle(product.code, product.name, defaultPrice)}
                      />
                      <span className="min-w-0 flex-1 break-words text-slate-900">{product.name}</span>
                      <span className="shrink-0 text-sm text-slate-600">{formatRupiah(defaultPrice)}</span>
                    </label>
                    {chosen && (
                      <>
                        <input
                          className={inputClass}
                          inputMode="numeric"
                          name={`price-${product.code}`}
                          aria-label={t('media.selling_price', { name: product.name })}
                          value={chosen.price}
                          onChange={(event) => setPrice(product.code, event.target.value.replace(/[^\d]/g, ''))}
                        />
                        <FieldError messages={itemError(product.code, 'selling_price')} />
                        <FieldError messages={itemError(product.code, 'code')} />
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
            {/* Chosen nominals of other categories stay chosen: listed so they can be priced or removed. */}
            {selected.some((item) => !products.data?.some((product) => product.code === item.code)) && (
              <ul className="flex flex-col gap-2 border-t border-slate-200 pt-2">
                {selected
                  .filter((item) => !products.data?.some((product) => product.code === item.code))
                  .map((item) => (
                    <li key={item.code} data-code={item.code} className="flex flex-col gap-2">
                      <label className="flex min-h-11 items-center gap-3">
                        <input
                          type="checkbox"
                          className="size-5 shrink-0"
                          checked
                          onChange={() => toggle(item.code, item.name, 0)}
                        />
                        <span className="min-w-0 flex-1 break-words text-slate-900">{item.name}</span>
                      </label>
                      <input
                        className={inputClass}
                        inputMode="numeric"
                        aria-label={t('media.selling_price', { name: item.name })}
                        value={item.price}
                        onChange={(event) => setPrice(item.code, event.target.value.replace(/[^\d]/g, ''))}
                      />
                      <FieldError messages={itemError(item.code, 'selling_price')} />
                    </li>
                  ))}
              </ul>
            )}
          </Card>

          <Card className="flex flex-col gap-3">
            <h2 className="font-bold text-slate-900">{t('media.layout')}</h2>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={labelClass}>
                {t('media.layout')}
                <select
                  className={inputClass}
                  name="layout"
                  value={customization.layout}
                  onChange={(event) =>
                    setCustomization({ ...customization, layout: event.target.value as MediaCustomization['layout'] })
                  }
                >
                  {mediaLayouts.map((layout) => (
                    <option key={layout} value={layout}>
                      {t(`media.layout_${layout}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={labelClass}>
                {t('media.align')}
                <select
                  className={inputClass}
                  name="align"
                  value={customization.align}
                  onChange={(event) =>
                    setCustomization({ ...customization, align: event.target.value as MediaCustomization['align'] })
                  }
                >
                  <option value="left">{t('media.align_left')}</option>
                  <option value="center">{t('media.align_center')}</option>
                </select>
              </label>
            </div>
            <label className={labelClass}>
              {t('media.overlay', { value: customization.overlay })}
              <input
                type="range"
                min={0}
                max={90}
                step={5}
                value={customization.overlay}
                onChange={(event) => setCustomization({ ...customization, overlay: Number(event.target.value) })}
              />
            </label>
            <label className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="checkbox"
                className="size-5"
                checked={customization.show_code}
                onChange={(event) => setCustomization({ ...customization, show_code: event.target.checked })}
              />
              {t('media.show_code')}
            </label>
            <FieldError messages={errors.customization} />
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <Card className="flex flex-col gap-3">
            <h2 className="font-bold text-slate-900">{t('media.preview')}</h2>
            <label className={labelClass}>
              {t('media.size')}
              <select
                className={inputClass}
                name="size"
                value={size}
                onChange={(event) => setSize(event.target.value as MediaSize)}
              >
                {mediaSizes.map((option) => (
                  <option key={option} value={option}>
                    {t(`media.size_${option}`)}
                  </option>
                ))}
              </select>
            </label>
            {preview && image && selected.length > 0 ? (
              <img
                src={preview}
                alt={t('media.preview_alt')}
                data-testid="media-preview"
                className="mx-auto max-h-[70vh] w-auto max-w-full rounded-lg ring-1 ring-slate-200"
              />
            ) : (
              <p className="text-sm text-slate-600">{t('media.preview_pending')}</p>
            )}
            <Button onClick={() => void onSave()} disabled={save.isPending || uploading}>
              {save.isPending ? t('media.saving') : t('media.save')}
            </Button>
            {saved ? (
              <div className="flex flex-wrap gap-2">
                <a
                  href={mediaPaths.image(media.id, size)}
                  download={`pricelist-${size}.png`}
                  className="inline-flex min-h-11 flex-auto items-center justify-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
                >
                  {t('media.download')}
                </a>
                {canShare && (
                  <Button variant="secondary" className="flex-auto" onClick={() => void share()}>
                    {t('media.share')}
                  </Button>
                )}
              </div>
            ) : (
              <InlineNotice kind="info">{t('media.save_first')}</InlineNotice>
            )}
          </Card>
        </div>
      </div>
    </PageFrame>
  );
}
