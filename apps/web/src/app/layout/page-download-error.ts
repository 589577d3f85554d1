/** A page's code could not be downloaded (offline, a dropped link, or a release that replaced it). */
export class PageDownloadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be downloaded', { cause });
    this.name = 'PageDownloadError';
  }
}
