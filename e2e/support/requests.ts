import type { Page } from '@playwright/test';

/** Records the calls a page makes to an API path (or below it), to count or rule them out. */
export function recordCalls(page: Page, method: string, pathPrefix: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === method && pathname.startsWith(pathPrefix)) calls.push(`${method} ${pathname}`);
  });
  return calls;
}

/** GET /api/parts with any search (`?sort=position&pageSize=13`), not GET /api/part or /api/parts/{id}. */
export const PARTS_PAGE_CALL = /\/api\/parts($|\?)/;
