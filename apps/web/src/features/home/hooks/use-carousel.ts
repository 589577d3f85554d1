import { useCallback, useEffect, useState } from 'react';

type UseCarouselOptions = {
  slideCount: number;
  intervalMs: number;
};

/**
 * Which slide a carousel shows. It advances on its own every `intervalMs` until the last slide and
 * then stays there (it never wraps); stepping by hand restarts the wait, so a visitor always gets
 * the full interval to look at the slide they chose. Pausing stops the automatic advance.
 */
export function useCarousel({ slideCount, intervalMs }: UseCarouselOptions) {
  const lastIndex = slideCount - 1;
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const isLast = index >= lastIndex;
  const isPlaying = !isPaused && !isLast;

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => setIndex((current) => Math.min(current + 1, lastIndex)), intervalMs);
    return () => clearTimeout(timer);
  }, [index, isPlaying, intervalMs, lastIndex]);

  const next = useCallback(() => setIndex((current) => Math.min(current + 1, lastIndex)), [lastIndex]);
  const previous = useCallback(() => setIndex((current) => Math.max(current - 1, 0)), []);
  const togglePaused = useCallback(() => setIsPaused((paused) => !paused), []);

  return { index, isFirst: index === 0, isLast, isPlaying, next, previous, togglePaused };
}
