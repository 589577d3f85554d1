import type { CatalogueItem, Language, Part } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';
import { useLanguage } from '@/lib/i18n';

/** The part a customer is about to order; on a Bangla page with its Bangla name and description. */
export type PurchasePart = Part & Partial<Pick<CatalogueItem, 'nameBn' | 'descriptionBn'>>;

/**
 * The part to order: GET /api/purchase/{id}, the spec's call, on English pages. Its answer keeps
 * the spec's fields, with no Bangla, so a Bangla page reads the part as its part page does, from
 * GET /api/parts/{id} (the same query, shared with that page and the fitment line).
 */
const purchasePath = (id: string, language: Language) =>
  `/${language === 'bn' ? 'parts' : 'purchase'}/${encodeURIComponent(id)}`;

export const getPurchasePart = (id: string, language: Language, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PurchasePart>(purchasePath(id, language), { signal });

// Under partKeys.all with the catalogue's list, so one invalidation refreshes every stock figure.
export const purchasePartQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: language === 'bn' ? partKeys.catalogueItem(id) : partKeys.detail(id),
    queryFn: ({ signal }) => getPurchasePart(id, language, { signal }),
  });

export const usePurchasePart = (id: string) => useQuery(purchasePartQueryOptions(id, useLanguage()));
