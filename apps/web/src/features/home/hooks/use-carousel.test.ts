import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

const options = { slideCount: 5, intervalMs: 20_000 };

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  // Each advance schedules the next one after React re-renders, so time passes slide by slide.
  const waitSlides = (count: number) => {
    for (let slide = 0; slide < count; slide += 1) wait(20_000);
  };

  it('advances one slide every 20000 ms and stops at the last slide', () => {
    const { result } = renderHook(() => useCarousel(options));
    expect(result.current.index).toBe(0);

    wait(19_999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);

    waitSlides(3);
    expect(result.current.index).toBe(4);
    expect(result.current.isLast).toBe(true);
    expect(result.current.isPlaying).toBe(false);

    waitSlides(5);
    expect(result.current.index).toBe(4);
  });

  it('steps forward and back by hand without going past either end', () => {
    const { result } = renderHook(() => useCarousel(options));

    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
    expect(result.current.isFirst).toBe(true);

    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.index).toBe(2);

    act(() => result.current.previous());
    expect(result.current.index).toBe(1);

    for (let step = 0; step < 10; step += 1) act(() => result.current.next());
    expect(result.current.index).toBe(4);
  });

  it('gives a slide chosen by hand the full interval', () => {
    const { result } = renderHook(() => useCarousel(options));

    wait(15_000);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);

    wait(15_000);
    expect(result.current.index).toBe(1);
    wait(5_000);
    expect(result.current.index).toBe(2);
  });

  it('does not advance while paused, and resumes when played again', () => {
    const { result } = renderHook(() => useCarousel(options));

    act(() => result.current.togglePaused());
    expect(result.current.isPlaying).toBe(false);
    wait(100_000);
    expect(result.current.index).toBe(0);

    act(() => result.current.togglePaused());
    wait(20_000);
    expect(result.current.index).toBe(1);
  });
});
