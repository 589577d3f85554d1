import { createContext, useContext, useEffect } from 'react';
import { pathIn, useLanguage } from '@/lib/i18n';

/**
 * The shop's public origin (its PUBLIC_URL) while a page is rendered on the server; in the browser
 * the page's own origin is the same one.
 */
export const ServerOriginContext = createContext<string | undefined>(undefined);

/**
 * The absolute URL of `path` (as the router knows it) on the shop's public origin, in the page's
 * language, for canonical links and search engines.
 */
export function usePublicUrl(path: string): string {
  const serverOrigin = useContext(ServerOriginContext);
  return new URL(pathIn(useLanguage(), path), serverOrigin ?? window.location.origin).href;
}

/** Marks what entry-server.tsx moves from the rendered page into its <head>, and the description it put there. */
export const HEAD_TAG_ATTRIBUTE = 'data-page-head';

type PageHeadProps = {
  description: string;
  /** The page's one address, absolute (usePublicUrl). */
  canonicalUrl: string;
  /** schema.org data about the page's subject, as JSON-LD. */
  structuredData?: Record<string, unknown>;
};

/** JSON that cannot close the <script> element it sits in. */
const toScriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The page's description, canonical link and structured data, for search engines and link
 * previews. As with PageTitle (Preact renders head elements where the page puts them, ADR 004): on
 * the server it renders them and entry-server.tsx moves them into <head>; in the browser it keeps
 * <head>'s own up to date on every navigation, and takes the page's away when the page goes.
 */
export function PageHead({ description, canonicalUrl, structuredData }: PageHeadProps) {
  const json = structuredData ? toScriptJson(structuredData) : undefined;
  useEffect(() => {
    const meta = headElement('meta[name="description"]', () => {
      const created = document.createElement('meta');
      created.name = 'description';
      return created;
    });
    // The site's own description comes back when the page goes, unless the server put this page's there.
    const siteDescription = meta.hasAttribute(HEAD_TAG_ATTRIBUTE) ? undefined : meta.content;
    meta.content = description;
    const canonical = headElement('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    });
    canonical.href = canonicalUrl;
    const data = json
      ? headElement('script[type="application/ld+json"]', () => {
          const script = document.createElement('script');
          script.type = 'application/ld+json';
          return script;
        })
      : undefined;
    if (data && json) data.textContent = json;
    return () => {
      if (siteDescription === undefined) meta.remove();
      else meta.content = siteDescription;
      canonical.remove();
      data?.remove();
    };
  }, [description, canonicalUrl, json]);

  if (typeof document !== 'undefined') return null;
  const marker = { [HEAD_TAG_ATTRIBUTE]: '' };
  // In one <template>, which entry-server.tsx finds without parsing attributes (a value may hold ">").
  return (
    <template {...marker}>
      <meta name="description" content={description} {...marker} />
      <link rel="canonical" href={canonicalUrl} />
      {json && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />}
    </template>
  );
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}
