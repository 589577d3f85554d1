/** The shop settings' query key (GET /api/admin/settings). */
export const shopSettingsKeys = {
  all: ['shop-settings'] as const,
};
