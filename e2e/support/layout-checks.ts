import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * How wide the page lays out against the screen, and what sticks out past its right edge (innermost first, inside
 * no scrolling box), so a failure names the element to fix.
 */
export async function sidewaysOverflow(page: Page): Promise<{ page: number; screen: number; wide: string[] }> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > screen + 1 && !clipped(element))
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > screen + 1))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { page: document.documentElement.scrollWidth, screen, wide };
  });
}

/** Fails when the page scrolls sideways: something does not fit the screen and cannot be reached by a thumb. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await sidewaysOverflow(page);
  expect(widths.page, `${label} is ${widths.page} px wide: ${widths.wide.join(' | ')}`).toBeLessThanOrEqual(
    widths.screen,
  );
}

/** The account setting "Sangat besar" (125 %), applied the way the app applies it: on <html>. */
export async function useLargestFont(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.fontSize = 'huge';
  });
}
