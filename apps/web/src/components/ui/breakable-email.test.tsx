import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './breakable-email';

describe('BreakableEmail', () => {
  it('offers a line break after the @ only, and reads as the whole address', () => {
    const { container } = render(<BreakableEmail email="ridermwqhnanl@example.com" />);
    const email = container.firstElementChild!;
    expect(email).toHaveTextContent('ridermwqhnanl@example.com');
    expect(email.innerHTML).toBe('ridermwqhnanl@<wbr>example.com');
    expect(email).toHaveClass('wrap-anywhere');
    expect(email).not.toHaveClass('break-all');
  });

  it('shows a value without an @ as it is', () => {
    const { container } = render(<BreakableEmail email="not-an-address" className="font-semibold" />);
    expect(container.firstElementChild!.innerHTML).toBe('not-an-address');
    expect(container.firstElementChild).toHaveClass('font-semibold');
  });
});
