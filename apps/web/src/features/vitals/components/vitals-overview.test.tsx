import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { VitalsOverview } from './vitals-overview';

const rows = [
  {
    route: '/cart',
    metric: 'LCP' as const,
    last7Days: { p75: 3_250, samples: 4 },
    last28Days: { p75: 2_100, samples: 120 },
  },
  {
    route: '/cart',
    metric: 'INP' as const,
    last7Days: { p75: 640, samples: 4 },
    last28Days: { p75: 180, samples: 90 },
  },
  { route: '*', metric: 'CLS' as const, last7Days: { p75: null, samples: 0 }, last28Days: { p75: 0.05, samples: 3 } },
];

describe('VitalsOverview', () => {
  afterEach(() => setLanguage('en'));

  it("rates each page's p75 over 7 and 28 days against Google's thresholds", async () => {
    stubFetch({ 'GET /api/admin/vitals': { body: { rows } } });
    renderWithProviders(<VitalsOverview />);
    const table = await screen.findByRole('table', { name: 'Field vitals by page' });
    const [lcp, inp, cls] = within(table).getAllByRole('row').slice(1);
    expect(lcp).toHaveTextContent('/cartLCP3.25 sNeeds improvementof 4 visits2.1 sGoodof 120 visits');
    expect(inp).toHaveTextContent('/cartINP640 msPoorof 4 visits180 msGoodof 90 visits');
    expect(cls).toHaveTextContent('Other pagesCLSNo visits0.05Goodof 3 visits');
    expect(within(lcp!).getByTitle('Largest Contentful Paint')).toHaveTextContent('LCP');
  });

  it('names the vitals in Bangla, with Bengali digits', async () => {
    setLanguage('bn', bn);
    stubFetch({ 'GET /api/admin/vitals': { body: { rows: [rows[0]] } } });
    renderWithProviders(<VitalsOverview />);
    const table = await screen.findByRole('table', { name: 'পাতা অনুযায়ী আসল গতি' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('৩.২৫ সেকেন্ড');
    expect(englishLeft(['dashboard.vitals'])).toEqual([]);
  });

  it('says when no visit has reported its vitals yet', async () => {
    stubFetch({ 'GET /api/admin/vitals': { body: { rows: [] } } });
    renderWithProviders(<VitalsOverview />);
    expect(await screen.findByText('No visit has reported its vitals in the last 28 days.')).toBeInTheDocument();
  });
});
