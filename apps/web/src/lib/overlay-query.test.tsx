import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { closeChat, shouldLockScroll, useBodyScrollLock, useCloseChat, withQueryKey } from './overlay-query.ts';

function Probe() {
  useBodyScrollLock();
  const location = useLocation();
  const close = useCloseChat();
  return (
    <div>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={close}>
        close chat
      </button>
    </div>
  );
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter([{ path: '*', Component: Probe }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('scroll lock', () => {
  it.each([
    ['?modal=deposit', true],
    ['?dialog=1', true],
    ['?sidebar', true],
    ['?page=2&sidebar=open', true],
    ['', false],
    ['?chat=open', false],
    ['?modality=1', false],
  ])('[NAV-03] query %j locks the body scroll: %s', (search, locked) => {
    expect(shouldLockScroll(search)).toBe(locked);
  });

  it('[NAV-03] locks the body while the query has a modal key and unlocks when it goes', async () => {
    const router = renderAt(['/report']);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    await act(() => router.navigate('/report?modal=filter'));
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await act(() => router.navigate('/report?dialog=confirm&tab=2'));
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/report'));
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('[NAV-03] the lock follows the real stylesheet rule', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const css = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');
    expect(css).toMatch(/body\[data-scroll-locked\]\s*\{\s*overflow: hidden;/);
  });
});

describe('closeChat', () => {
  it('[NAV-03] goes back one page when the chat query is present', async () => {
    const router = renderAt(['/prabayar/pulsa', '/prabayar/pulsa?chat=open']);
    expect(screen.getByTestId('location').textContent).toBe('/prabayar/pulsa?chat=open');
    await act(async () => {
      screen.getByRole('button', { name: 'close chat' }).click();
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('location').textContent).toBe('/prabayar/pulsa');
  });

  it('[NAV-03] does nothing without the chat query', async () => {
    const router = renderAt(['/account', '/report']);
    await act(async () => {
      screen.getByRole('button', { name: 'close chat' }).click();
    });
    expect(router.state.location.pathname).toBe('/report');
  });

  it('[NAV-03] closeChat reports whether it navigated', () => {
    const calls: unknown[] = [];
    const navigate = ((delta: unknown) => {
      calls.push(delta);
      return Promise.resolve();
    }) as Parameters<typeof closeChat>[1];
    expect(closeChat('?chat=1', navigate)).toBe(true);
    expect(closeChat('?sidebar=1', navigate)).toBe(false);
    expect(calls).toEqual([-1]);
  });

  it('[NAV-03] withQueryKey adds and removes overlay keys', () => {
    expect(withQueryKey('?page=2', 'sidebar', 'open')).toBe('?page=2&sidebar=open');
    expect(withQueryKey('?sidebar=open', 'sidebar', null)).toBe('');
  });
});
