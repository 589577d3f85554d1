/** The signed-in customer's profile's query key (GET /api/userdetail; PUT answers it anew). */
export const profileKeys = {
  all: ['profile'] as const,
};
