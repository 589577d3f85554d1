import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { portfolio } from '@/data/portfolio';

const cvMessages = defineMessages('account.portfolioCv', {
  portrait: params('Portrait of {name}'),
  projects: 'Projects',
  technologies: params('Technologies used in {project}'),
  education: 'Education',
  skills: 'Skills',
  contact: 'Contact',
});

/** The CV's sentences (src/data/portfolio.ts): each project's description is under its name. */
const proseMessages = defineMessages<Record<'role' | 'location' | 'summary', string> & Record<string, string>>(
  'account.portfolioProse',
  {
    role: portfolio.role,
    location: portfolio.location,
    summary: portfolio.summary,
    ...Object.fromEntries(portfolio.projects.map((project) => [project.name, project.description])),
  },
);

/**
 * The CV's shorter words that Bangla says in its own way, by their English: skill areas, skills,
 * links, degrees and schools. Names (the developer's, the projects', technologies such as React or
 * PostgreSQL) stay as they are, and so does any word of src/data/portfolio.ts not listed here.
 */
const wordMessages = defineMessages(
  'account.portfolioWords',
  Object.fromEntries(
    [
      'Front end',
      'Back end',
      'Data',
      'Quality',
      'Accessibility',
      'REST API design',
      'Authentication',
      'Payments',
      'SQL migrations',
      'Transactions',
      'CI pipelines',
      'Code review',
      'Service workers',
      'Visit the shop',
      'Source code',
      'BSc in Computer Science and Engineering',
      'University of Dhaka',
      'Higher Secondary Certificate, Science',
      'Notre Dame College, Dhaka',
    ].map((word) => [word, word]),
  ),
);

/** The developer's CV, rendered from src/data/portfolio.ts. */
export function PortfolioCv() {
  const t = useMessages(cvMessages);
  const prose = useMessages(proseMessages);
  const words = useMessages(wordMessages);
  const format = useFormat();
  const word = (english: string): string => words[english] ?? english;
  // Digit by digit: a year is not a count, and has no thousands separator ("২০১৬ – ২০২০").
  const digitsOf = (text: string) => text.replace(/\d/g, (digit) => format.count(Number(digit)));
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <header className="card bg-neutral text-neutral-content overflow-hidden shadow-md">
        <div className="card-body flex-col items-center gap-6 sm:flex-row sm:items-center">
          <img
            src={portfolio.portrait}
            alt={t.portrait({ name: portfolio.name })}
            width={400}
            height={400}
            className="ring-primary size-36 shrink-0 rounded-full object-cover ring-4 sm:size-40"
          />
          <div className="text-center sm:text-left">
            <h1 className="text-3xl font-extrabold sm:text-4xl">{portfolio.name}</h1>
            <p className="text-primary mt-1 text-xl font-semibold">{prose.role}</p>
            <p className="text-neutral-content/85 mt-1">{prose.location}</p>
            <p className="text-neutral-content/90 mt-4 max-w-prose">{prose.summary}</p>
          </div>
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="grid content-start gap-10 lg:col-span-2">
          <section aria-labelledby="projects-heading">
            <h2 id="projects-heading" className="text-2xl font-bold">
              {t.projects}
            </h2>
            <ul className="mt-4 grid gap-4">
              {portfolio.projects.map((project) => (
                <li key={project.name} className="card bg-base-100 border-base-300 border shadow-sm">
                  <div className="card-body gap-3">
                    <h3 className="card-title">{project.name}</h3>
                    <p className="text-base-content/85">{prose[project.name] ?? project.description}</p>
                    <ul className="flex flex-wrap gap-2" aria-label={t.technologies({ project: project.name })}>
                      {project.technologies.map((technology) => (
                        <li key={technology} className="badge badge-outline">
                          {word(technology)}
                        </li>
                      ))}
                    </ul>
                    <div className="card-actions">
                      {project.links.map((link) => (
                        <CvLink key={link.href} href={link.href} label={`${word(link.label)}: ${project.name}`}>
                          {word(link.label)}
                        </CvLink>
                      ))}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="education-heading">
            <h2 id="education-heading" className="text-2xl font-bold">
              {t.education}
            </h2>
            <ul className="mt-4 grid gap-4">
              {portfolio.education.map((entry) => (
                <li key={entry.degree} className="border-primary border-l-4 pl-4">
                  <h3 className="font-semibold">{word(entry.degree)}</h3>
                  <p className="text-base-content/85">{word(entry.institution)}</p>
                  <p className="text-base-content/70 text-sm">{digitsOf(entry.years)}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className="grid content-start gap-10">
          <section aria-labelledby="skills-heading">
            <h2 id="skills-heading" className="text-2xl font-bold">
              {t.skills}
            </h2>
            <div className="mt-4 grid gap-4">
              {portfolio.skills.map((group) => (
                <div key={group.area}>
                  <h3 className="font-semibold">{word(group.area)}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {group.items.map((skill) => (
                      <li key={skill} className="badge badge-neutral">
                        {word(skill)}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>

          <section aria-labelledby="contact-heading">
            <h2 id="contact-heading" className="text-2xl font-bold">
              {t.contact}
            </h2>
            <ul className="mt-4 grid gap-2">
              <li>
                <a href={`mailto:${portfolio.contact.email}`} className="link break-all">
                  {portfolio.contact.email}
                </a>
              </li>
              {portfolio.contact.links.map((link) => (
                <li key={link.href}>
                  <CvLink href={link.href}>{link.label}</CvLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

type CvLinkProps = { href: string; label?: string; children: ReactNode };

/** The owner may link to pages of this shop as well as to other sites. */
function CvLink({ href, label, children }: CvLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className="link font-medium" aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className="link font-medium" aria-label={label} rel="noreferrer">
      {children}
    </a>
  );
}
