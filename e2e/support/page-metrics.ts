import type { Locator, Page } from '@playwright/test';

/** How many columns a CSS grid lays out right now (its computed `grid-template-columns` tracks). */
export function gridColumnCount(grid: Locator): Promise<number> {
  return grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length);
}

/** Whether the page is wider than the window, i.e. the visitor can scroll it sideways. */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}

/** Whether an image has arrived and decoded, i.e. the visitor sees it rather than a broken icon. */
export async function isImageLoaded(image: Locator): Promise<boolean> {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );
}

/**
 * Whether the element shows whole from left to right: not past either side of the window, and
 * not cut off by a box that scrolls sideways (a wide table in an `overflow-x: auto` wrapper hides
 * its last columns that way, with nothing on the page to say they are there).
 */
export function isWholeAcross(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth) return false;
    for (let parent = target.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left || box.right > clip.right) return false;
    }
    return true;
  });
}
