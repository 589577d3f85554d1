/** The reviews' query key (GET /api/review): read by home, refreshed by Add A Review, prefetched by the server. */
export const reviewKeys = {
  all: ['reviews'] as const,
};
