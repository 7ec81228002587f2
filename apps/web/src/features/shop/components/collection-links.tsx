import { Link } from 'react-router';
import { useCollections } from '../api/collections.ts';
import { useCollectionText } from '../collection-text.ts';

/**
 * The shop's collections as links above its products (SHP-01), each with how many of its products are on sale.
 * Nothing at all while the shop has none, so a shop without collections looks as it did.
 */
export function CollectionLinks() {
  const { t } = useCollectionText();
  const collections = useCollections();
  if (!collections.data?.length) return null;
  return (
    <nav aria-label={t('shop.collection.links')}>
      <ul className="flex flex-wrap gap-2">
        {collections.data.map((collection) => (
          <li key={collection.slug} className="max-w-full">
            <Link
              to={`/shop/collection/${collection.slug}`}
              className="inline-flex min-h-11 max-w-full flex-wrap items-center gap-x-2 rounded-full border border-slate-300 bg-white px-4 py-1.5 font-semibold break-words text-slate-800 hover:border-brand focus-visible:outline-2"
              data-testid="shop-collection-link"
            >
              <span className="min-w-0 break-words">{collection.title}</span>
              <span className="text-sm font-normal text-slate-600">
                {t('shop.collection.count', { count: collection.product_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
