import { waitFor } from '@testing-library/react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILED_MESSAGE } from './api-client';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const emailRequired: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.email) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'too_small', message: 'Email is required' } } };
};

describe('lazyResolver', () => {
  it('loads the rules once, on preload or at the first check, and checks with them', async () => {
    const load = vi.fn(async () => emailRequired);
    const rules = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    rules.preload();
    rules.preload();
    const failed = await rules.resolver({ email: '' }, undefined, options);
    expect(failed.errors.email?.message).toBe('Email is required');
    expect(await rules.resolver({ email: 'rider@example.com' }, undefined, options)).toEqual({
      values: { email: 'rider@example.com' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed, and a failed preload throws nowhere', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(emailRequired);
    const rules = lazyResolver(load);

    rules.preload();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const checked = await rules.resolver({ email: '' }, undefined, options);
    expect(checked.errors.email?.message).toBe('Email is required');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails a check whose rules cannot be downloaded with a root error saying the connection failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(emailRequired);
    const rules = lazyResolver(load);

    expect(await rules.resolver({ email: 'rider@example.com' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { rulesUnavailable: { type: 'rulesUnavailable', message: CONNECTION_FAILED_MESSAGE } } },
    });
    // Once the connection is back, the next check downloads them and checks.
    expect((await rules.resolver({ email: 'rider@example.com' }, undefined, options)).errors).toEqual({});
  });
});
