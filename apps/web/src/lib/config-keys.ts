/** The deployment's configuration's query key (GET /api/config, lib/public-config.ts). */
export const configKeys = {
  all: ['config'] as const,
};
