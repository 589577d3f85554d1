/** The shop's name and marks, set once. */
export const brand = {
  name: 'MotoForge',
  tagline: 'Genuine motorbike spare parts, forged to last and priced in taka.',
  logo: '/images/logo.svg',
} as const;
