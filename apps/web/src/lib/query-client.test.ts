import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, CONNECTION_FAILED_MESSAGE } from './api-client';
import { createQueryClient } from './query-client';

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

    void queryClient.prefetchQuery({ queryKey: ['part', '1'], queryFn: () => apiRequest('/purchase/1') });

    await vi.waitFor(() => expect(queryClient.getQueryState(['part', '1'])?.status).toBe('error'), { timeout: 500 });
    expect(queryClient.getQueryState(['part', '1'])?.error).toMatchObject({ message: CONNECTION_FAILED_MESSAGE });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends a change while offline and fails it at once', async () => {
    vi.stubGlobal('fetch', vi.fn(failedFetch));
    onlineManager.setOnline(false);
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => apiRequest('/booking', { method: 'POST', body: {} }),
    });

    void observer.mutate().catch(() => undefined);

    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 500 });
    expect(observer.getCurrentResult().error).toMatchObject({ message: CONNECTION_FAILED_MESSAGE });
  });

  it('tries a dropped connection again while online', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(failedFetch);
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();

    const read = queryClient.fetchQuery({ queryKey: ['parts'], queryFn: () => apiRequest('/part') });
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
    queryClient.setQueryData(['parts', '1'], { name: 'Brake pads' });
    const observer = new QueryObserver(queryClient, {
      queryKey: ['parts', '1'],
      queryFn: () => apiRequest('/purchase/1'),
    });
    const unsubscribe = observer.subscribe(() => undefined);

    onlineManager.setOnline(false);
    await queryClient.invalidateQueries({ queryKey: ['parts'] });

    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { name: 'Brake pads' } });
    expect(fetchMock).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    unsubscribe();
    queryClient.unmount();
  });
});
