import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isAcceptableProductImage, productImageName } from '../api/admin.ts';
import { ProductPicture } from './product-card.tsx';

const product = {
  name: 'Casing Silikon',
  images: ['/uploads/shop/t/a.webp', '/uploads/shop/t/b.webp'],
  thumbnails: ['/uploads/shop/t/a.sm.webp', '/uploads/shop/t/b.sm.webp'],
};

describe('product pictures on the phone (SHP-01)', () => {
  it('[SHP-01] a list loads the small picture lazily; the product page offers both sizes to pick from', () => {
    const { unmount } = render(<ProductPicture product={product} />);
    const small = screen.getByRole('img', { name: 'Casing Silikon' });
    expect(small.getAttribute('src')).toBe('/uploads/shop/t/a.sm.webp');
    expect(small.getAttribute('loading')).toBe('lazy');
    expect(small.getAttribute('srcset')).toBeNull();
    unmount();

    render(<ProductPicture product={product} size="large" index={1} />);
    const large = screen.getByRole('img', { name: 'Casing Silikon' });
    expect(large.getAttribute('src')).toBe('/uploads/shop/t/b.webp');
    expect(large.getAttribute('srcset')).toBe('/uploads/shop/t/b.sm.webp 320w, /uploads/shop/t/b.webp 800w');
    expect(large.getAttribute('sizes')).toBeTruthy();
  });

  it('[SHP-01] a product without pictures shows a placeholder, not a broken image', () => {
    render(<ProductPicture product={{ name: 'Kabel', images: [], thumbnails: [] }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('[SHP-01] checks the server rule before uploading: JPG, PNG or WebP, not empty, at most 8 MB', () => {
    expect(isAcceptableProductImage({ type: 'image/jpeg', size: 1_000_000 })).toBe(true);
    expect(isAcceptableProductImage({ type: 'image/webp', size: 8 * 1024 * 1024 })).toBe(true);
    expect(isAcceptableProductImage({ type: 'image/png', size: 8 * 1024 * 1024 + 1 })).toBe(false);
    expect(isAcceptableProductImage({ type: 'image/gif', size: 10 })).toBe(false);
    expect(isAcceptableProductImage({ type: 'image/png', size: 0 })).toBe(false);
    expect(productImageName('/uploads/shop/t/abc-1-0f0f0f0f.webp')).toBe('abc-1-0f0f0f0f.webp');
  });
});
