/** The accounts' query key (GET /api/user, admin): Make Admin reads and refreshes it. */
export const userKeys = {
  all: ['users'] as const,
};
