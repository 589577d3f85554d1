/** Every URL of the SPA, in one place (bulletproof-react's paths.ts). */

/** A list's address with a state to show and a page, each left out when not given. */
function withStateAndPage(base: string, { state, page }: { state?: string; page?: number } = {}) {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (page && page > 1) query.set('page', String(page));
  const queryString = query.toString();
  return `${base}${queryString ? `?${queryString}` : ''}`;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) =>
      `/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  signup: {
    path: '/signup',
    getHref: (redirectTo?: string | null) =>
      `/signup${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  emailVerified: { path: '/email-verified', getHref: () => '/email-verified' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  portfolio: { path: '/portfolio', getHref: () => '/portfolio' },
  allProducts: {
    path: '/allproducts',
    /** With a search's parameters (`{ q: 'chain', page: '2' }`), in the order given. */
    getHref: (search?: Record<string, string | undefined>) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(search ?? {})) if (value) query.set(name, value);
      const queryString = query.toString();
      return `/allproducts${queryString ? `?${queryString}` : ''}`;
    },
  },
  part: { path: '/parts/:id', getHref: (id: string) => `/parts/${encodeURIComponent(id)}` },
  /** A bike's parts diagrams (docs/product.md#parts-diagrams), and one of its assemblies. */
  bikeDiagrams: { path: '/bikes/:vehicleId', getHref: (vehicleId: number) => `/bikes/${vehicleId}` },
  assembly: {
    path: '/bikes/:vehicleId/:slug',
    getHref: (vehicleId: number, slug: string) => `/bikes/${vehicleId}/${encodeURIComponent(slug)}`,
  },
  purchase: { path: '/purchase/:id', getHref: (id: string) => `/purchase/${encodeURIComponent(id)}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  /** Quick order (docs/product.md#quick-order): a signed-in buyer's pasted part numbers. */
  quickOrder: { path: '/quick-order', getHref: () => '/quick-order' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    profile: { path: 'profile', getHref: () => '/dashboard/profile' },
    order: { path: 'order', getHref: () => '/dashboard/order' },
    orderConfirm: {
      path: 'order/:id/confirm',
      getHref: (id: string) => `/dashboard/order/${encodeURIComponent(id)}/confirm`,
    },
    orderDetail: { path: 'order/:id', getHref: (id: string) => `/dashboard/order/${encodeURIComponent(id)}` },
    review: { path: 'review', getHref: () => '/dashboard/review' },
    /** The buyer's business account (docs/product.md#business-accounts): apply, and how it stands. */
    businessAccount: { path: 'business', getHref: () => '/dashboard/business' },
    payment: { path: 'payment/:id', getHref: (id: string) => `/dashboard/payment/${encodeURIComponent(id)}` },
    manageOrder: {
      path: 'manageorder',
      /** With the search, filters and page, each left out when not given (`{ state: 'packed' }`). */
      getHref: (search?: Record<string, string | undefined>) => {
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(search ?? {})) if (value) query.set(name, value);
        const queryString = query.toString();
        return `/dashboard/manageorder${queryString ? `?${queryString}` : ''}`;
      },
    },
    sales: {
      path: 'sales',
      getHref: (days?: number) => `/dashboard/sales${days && days !== 30 ? `?days=${days}` : ''}`,
    },
    addProduct: { path: 'addproduct', getHref: () => '/dashboard/addproduct' },
    manageProduct: { path: 'manageproduct', getHref: () => '/dashboard/manageproduct' },
    editProduct: {
      path: 'editproduct/:id',
      getHref: (id: string) => `/dashboard/editproduct/${encodeURIComponent(id)}`,
    },
    lowStock: {
      path: 'lowstock',
      getHref: (page = 1) => `/dashboard/lowstock${page > 1 ? `?page=${String(page)}` : ''}`,
    },
    catalogueFile: { path: 'cataloguefile', getHref: () => '/dashboard/cataloguefile' },
    /** The back office's parts diagrams (docs/product.md#parts-diagrams), and one diagram's editor. */
    diagrams: {
      path: 'diagrams',
      getHref: ({ vehicle, page }: { vehicle?: number; page?: number } = {}) => {
        const query = new URLSearchParams();
        if (vehicle) query.set('vehicle', String(vehicle));
        if (page && page > 1) query.set('page', String(page));
        const queryString = query.toString();
        return `/dashboard/diagrams${queryString ? `?${queryString}` : ''}`;
      },
    },
    diagram: {
      path: 'diagrams/:vehicleId/:slug',
      getHref: (vehicleId: number, slug: string) => `/dashboard/diagrams/${vehicleId}/${encodeURIComponent(slug)}`,
    },
    questions: { path: 'questions', getHref: () => '/dashboard/questions' },
    outbox: {
      path: 'outbox',
      /** With a recipient to look for and a page, each left out when not given. */
      getHref: ({ to, page }: { to?: string; page?: number } = {}) => {
        const query = new URLSearchParams();
        if (to) query.set('to', to);
        if (page && page > 1) query.set('page', String(page));
        const queryString = query.toString();
        return `/dashboard/outbox${queryString ? `?${queryString}` : ''}`;
      },
    },
    jobs: {
      path: 'jobs',
      /** With a queue whose failures to show and a page, each left out when not given. */
      getHref: ({ queue, page }: { queue?: string; page?: number } = {}) => {
        const query = new URLSearchParams();
        if (queue) query.set('queue', queue);
        if (page && page > 1) query.set('page', String(page));
        const queryString = query.toString();
        return `/dashboard/jobs${queryString ? `?${queryString}` : ''}`;
      },
    },
    vitals: { path: 'vitals', getHref: () => '/dashboard/vitals' },
    makeAdmin: { path: 'makeadmin', getHref: () => '/dashboard/makeadmin' },
    settings: { path: 'settings', getHref: () => '/dashboard/settings' },
    businessAccounts: {
      path: 'businessaccounts',
      /** With a state to show and a page, each left out when not given. */
      getHref: ({ state, page }: { state?: string; page?: number } = {}) => {
        const query = new URLSearchParams();
        if (state) query.set('state', state);
        if (page && page > 1) query.set('page', String(page));
        const queryString = query.toString();
        return `/dashboard/businessaccounts${queryString ? `?${queryString}` : ''}`;
      },
    },
    customerGroups: { path: 'customergroups', getHref: () => '/dashboard/customergroups' },
    /** The admin's returns (docs/returns.md): the open ones unless a state is given, and a page. */
    returns: {
      path: 'returns',
      getHref: ({ state, page }: { state?: string; page?: number } = {}) => {
        const query = new URLSearchParams();
        if (state && state !== 'open') query.set('state', state);
        if (page && page > 1) query.set('page', String(page));
        const queryString = query.toString();
        return `/dashboard/returns${queryString ? `?${queryString}` : ''}`;
      },
    },
    customerGroup: {
      path: 'customergroups/:id',
      getHref: (id: string) => `/dashboard/customergroups/${encodeURIComponent(id)}`,
    },
    /** Quotes (docs/product.md#quotes): the admin's list and a quote's page to price it. */
    quotes: {
      path: 'quotes',
      getHref: (search?: { state?: string; page?: number }) => withStateAndPage('/dashboard/quotes', search),
    },
    quote: { path: 'quotes/:id', getHref: (id: string) => `/dashboard/quotes/${encodeURIComponent(id)}` },
    /** The buyer's own quotes, and a quote's page to accept it. */
    myQuotes: {
      path: 'myquotes',
      getHref: (search?: { state?: string; page?: number }) => withStateAndPage('/dashboard/myquotes', search),
    },
    myQuote: { path: 'myquotes/:id', getHref: (id: string) => `/dashboard/myquotes/${encodeURIComponent(id)}` },
  },
} as const;
