import { waitFor } from '@testing-library/react';
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from './api/order-keys';
import { partKeys } from './api/part-keys';
import { reviewKeys } from './api/review-keys';
import { apiRequest, CONNECTION_FAILED_MESSAGE } from './api-client';
import { configKeys } from './config-keys';
import { createQueryClient, isPublicQuery } from './query-client';
import { stripeKeys } from './stripe-keys';

const failedFetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('createQueryClient', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends a read while offline and fails it at once, without retries', async () => {
    const fetchMock = vi.fn(failedFetch);
    vi.stubGlobal('fetch', fetchMock);
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();

    void queryClient.prefetchQuery({ queryKey: partKeys.detail('1'), queryFn: () => apiRequest('/purchase/1') });

    await waitFor(() => expect(queryClient.getQueryState(partKeys.detail('1'))?.status).toBe('error'), {
      timeout: 500,
    });
    expect(queryClient.getQueryState(partKeys.detail('1'))?.error).toMatchObject({
      message: CONNECTION_FAILED_MESSAGE,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends a change while offline and fails it at once', async () => {
    vi.stubGlobal('fetch', vi.fn(failedFetch));
    onlineManager.setOnline(false);
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => apiRequest('/booking', { method: 'POST', body: {} }),
    });

    void observer.mutate().catch(() => undefined);

    await waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 500 });
    expect(observer.getCurrentResult().error).toMatchObject({ message: CONNECTION_FAILED_MESSAGE });
  });

  it('tries a dropped connection again while online', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(failedFetch);
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();

    const read = queryClient.fetchQuery({ queryKey: partKeys.all, queryFn: () => apiRequest('/part') });
    const failure = expect(read).rejects.toMatchObject({ message: CONNECTION_FAILED_MESSAGE });
    await vi.runAllTimersAsync();
    await failure;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps data on screen offline instead of refetching it, and refetches it once back online', async () => {
    const fetchMock = vi.fn(failedFetch);
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    // As QueryClientProvider does: the client follows the connection from here on.
    queryClient.mount();
    queryClient.setQueryData(partKeys.detail('1'), { name: 'Brake pads' });
    const observer = new QueryObserver(queryClient, {
      queryKey: partKeys.detail('1'),
      queryFn: () => apiRequest('/purchase/1'),
    });
    const unsubscribe = observer.subscribe(() => undefined);

    onlineManager.setOnline(false);
    await queryClient.invalidateQueries({ queryKey: partKeys.all });

    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { name: 'Brake pads' } });
    expect(fetchMock).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    unsubscribe();
    queryClient.unmount();
  });
});

// What sign-out keeps: the factories' keys of the public reads, whatever the factories make them.
describe('isPublicQuery', () => {
  it('keeps the configuration, the catalogue, the reviews and Stripe.js', () => {
    const kept = [configKeys.all, partKeys.all, partKeys.detail('p-1'), reviewKeys.all, stripeKeys.forKey('pk_test')];
    expect(kept.filter((key) => !isPublicQuery(key))).toEqual([]);
  });

  it('drops the orders, and anything it does not know', () => {
    const dropped = [
      orderKeys.all,
      orderKeys.everyCustomer(),
      orderKeys.ofUser('rider@example.com'),
      orderKeys.detail('o-1'),
      ['something-new'],
    ];
    expect(dropped.filter((key) => isPublicQuery(key))).toEqual([]);
  });
});
