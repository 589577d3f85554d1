/**
 * The developer's CV shown on /portfolio. Everything on that page comes from this one file:
 * edit the values below to make it yours.
 */
export const portfolio = {
  name: 'Farhan Kabir',
  role: 'Full-stack web developer',
  portrait: '/images/portfolio/portrait.svg',
  location: 'Dhaka, Bangladesh',
  summary:
    'I build fast, accessible web shops and the APIs behind them. I care about forms that explain themselves, pages that work on a cheap phone over a slow connection, and data that stays correct when many customers order at once. MotoForge is my latest project, from the database schema to the last pixel.',
  skills: [
    { area: 'Front end', items: ['TypeScript', 'React', 'React Router', 'TanStack Query', 'Tailwind CSS', 'Accessibility'] },
    { area: 'Back end', items: ['Node.js', 'Fastify', 'REST API design', 'Zod', 'Authentication', 'Payments'] },
    { area: 'Data', items: ['PostgreSQL', 'Drizzle ORM', 'SQL migrations', 'Transactions'] },
    { area: 'Quality', items: ['Vitest', 'Testing Library', 'Playwright', 'CI pipelines', 'Code review'] },
  ],
  projects: [
    {
      name: 'MotoForge',
      description:
        'This shop: a catalogue of motorbike spare parts with ordering, card payment, order tracking, reviews and an admin dashboard, served by one Node.js process on PostgreSQL.',
      technologies: ['React', 'Fastify', 'PostgreSQL', 'Playwright'],
      links: [{ label: 'Visit the shop', href: '/' }],
    },
    {
      name: 'Bazar Ledger',
      description:
        'A bookkeeping app for small grocery shops that works offline on a phone and syncs sales and stock when the connection returns.',
      technologies: ['TypeScript', 'IndexedDB', 'Service workers', 'Node.js'],
      links: [{ label: 'Source code', href: 'https://github.com/farhan-kabir-dev/bazar-ledger' }],
    },
    {
      name: 'Clinic Queue',
      description:
        'A waiting-list board for a neighbourhood clinic: patients check in by SMS and see their place in the queue live, staff call the next patient with one tap.',
      technologies: ['React', 'WebSockets', 'PostgreSQL'],
      links: [{ label: 'Source code', href: 'https://github.com/farhan-kabir-dev/clinic-queue' }],
    },
  ],
  education: [
    {
      degree: 'BSc in Computer Science and Engineering',
      institution: 'University of Dhaka',
      years: '2016 – 2020',
    },
    {
      degree: 'Higher Secondary Certificate, Science',
      institution: 'Notre Dame College, Dhaka',
      years: '2013 – 2015',
    },
  ],
  contact: {
    email: 'farhan.kabir.dev@example.com',
    links: [
      { label: 'GitHub', href: 'https://github.com/farhan-kabir-dev' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/farhan-kabir-dev' },
    ],
  },
};
