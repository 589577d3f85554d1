import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { PageTitle } from './page-title';

function Pages() {
  const [page, setPage] = useState('Blogs');
  return (
    <>
      <PageTitle>{`${page} — MotoForge`}</PageTitle>
      <button type="button" onClick={() => setPage('Portfolio')}>
        Portfolio
      </button>
    </>
  );
}

describe('PageTitle', () => {
  it('names the page in the browser, changes with it, and leaves nothing in the page', async () => {
    const { container, getByRole } = render(<Pages />);
    expect(document.title).toBe('Blogs — MotoForge');
    expect(container.querySelector('title')).toBeNull();

    await userEvent.click(getByRole('button', { name: 'Portfolio' }));
    expect(document.title).toBe('Portfolio — MotoForge');
  });
});
