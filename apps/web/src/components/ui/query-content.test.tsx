import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { QueryContent } from './query-content';

function Part({ failure }: { failure: Error }) {
  const query = useQuery({ queryKey: ['part'], queryFn: () => Promise.reject(failure), retry: false });
  return (
    <QueryContent query={query} errorByStatus={{ 404: (error) => <p>Not here: {error.message}</p> }}>
      {() => <p>The part</p>}
    </QueryContent>
  );
}

const renderPart = (failure: Error) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Part failure={failure} />
    </QueryClientProvider>,
  );

describe('QueryContent', () => {
  it('words an answer with a status of its own as the page asks, without Try again', async () => {
    renderPart(new ApiError(404, 'No such part'));

    expect(await screen.findByText('Not here: No such part')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the error state with Try again for any other failure', async () => {
    renderPart(new ApiError(503, 'The shop is down for a moment'));

    expect(await screen.findByText('The shop is down for a moment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
