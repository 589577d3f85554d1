import { CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDE_COUNT } from '@motoforge/contract';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { Link } from 'react-router';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useCarousel } from '../hooks/use-carousel';

const carouselMessages = defineMessages('shop.heroCarousel', {
  openRoad: 'A motorbike on the open road at dusk',
  workshopBench: 'A workshop bench with motorbike parts and tools',
  store: 'Stacks of brake discs and drive chains in the MotoForge store',
  deliveryVan: 'A MotoForge delivery van loaded with parcels for shipping',
  highway: 'A rider on the highway at night',
  carousel: 'carousel',
  slide: 'slide',
  welcome: 'Welcome',
  slideOf: params('Slide {number} of {count}'),
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic slide show',
  start: 'Start automatic slide show',
  eyebrow: 'Genuine spare parts',
  title: params('Welcome to {brand}'),
  lead: 'Brakes, chains, filters and clutches made in our own workshop, sold by the box to garages and riders across Bangladesh.',
  getStarted: 'Get Started',
});

/** Each slide's image, and which text describes it. */
const slides = (['openRoad', 'workshopBench', 'store', 'deliveryVan', 'highway'] as const)
  .slice(0, CAROUSEL_SLIDE_COUNT)
  .map((alt, index) => ({ src: `/images/carousel/slide-${index + 1}.svg`, alt }));

/**
 * The home page's hero: five workshop images under a welcome text. It follows the WAI-ARIA
 * carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a labelled region, each
 * slide a group, hidden slides out of the accessibility tree, and a pause button for the rotation.
 */
export function HeroCarousel() {
  const carousel = useCarousel({ slideCount: slides.length, intervalMs: CAROUSEL_INTERVAL_MS });
  // The first slide loads with the page; the others once the page runs, so they do not compete with
  // it (lazy alone would wait until each is scrolled into view, i.e. show an empty slide first).
  const isPageLoaded = useIsHydrated();
  const t = useMessages(carouselMessages);
  const format = useFormat();

  return (
    <section
      aria-roledescription={t.carousel}
      aria-label={t.welcome}
      className="bg-neutral text-neutral-content relative isolate"
    >
      <div className="relative overflow-hidden">
        <div
          aria-live={carousel.isPlaying ? 'off' : 'polite'}
          className="flex aspect-[5/2] transition-transform duration-700 ease-out motion-reduce:transition-none lg:max-h-[38rem] lg:w-full"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {slides.map((slide, index) => {
            const isCurrent = index === carousel.index;
            return (
              <div
                key={slide.src}
                role="group"
                aria-roledescription={t.slide}
                aria-label={t.slideOf({ number: format.count(index + 1), count: format.count(slides.length) })}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
                className="size-full shrink-0"
              >
                <img
                  src={slide.src}
                  alt={t[slide.alt]}
                  width={1600}
                  height={640}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  loading={index === 0 || isPageLoaded ? 'eager' : 'lazy'}
                  className="size-full object-cover"
                />
              </div>
            );
          })}
        </div>

        {/* On wide screens the welcome text sits over the image; this keeps it readable. */}
        <div className="from-neutral/95 via-neutral/70 pointer-events-none absolute inset-0 hidden bg-gradient-to-r to-transparent lg:block" />

        <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-3 lg:bottom-5">
          <button
            type="button"
            className={controlClass}
            aria-label={t.previous}
            aria-disabled={carousel.isFirst}
            onClick={carousel.previous}
          >
            <Chevron direction="left" />
          </button>
          <div className="flex gap-2" aria-hidden="true">
            {slides.map((slide, index) => (
              <span
                key={slide.src}
                className={`h-2 rounded-full shadow transition-all ${index === carousel.index ? 'bg-primary w-6' : 'w-2 bg-white/70'}`}
              />
            ))}
          </div>
          <button
            type="button"
            className={controlClass}
            aria-label={t.next}
            aria-disabled={carousel.isLast}
            onClick={carousel.next}
          >
            <Chevron direction="right" />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={carousel.isPlaying ? t.pause : t.start}
            aria-disabled={carousel.isLast}
            onClick={carousel.isLast ? undefined : carousel.togglePaused}
          >
            {carousel.isPlaying ? <PauseIcon /> : <PlayIcon />}
          </button>
        </div>
      </div>

      <div className="lg:pointer-events-none lg:absolute lg:inset-0 lg:flex lg:items-center lg:pb-16">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-0">
          <div className="max-w-xl lg:pointer-events-auto">
            <p className="text-primary text-sm font-semibold tracking-widest uppercase">{t.eyebrow}</p>
            <h1 className="mt-2 text-4xl leading-tight font-extrabold sm:text-5xl">{t.title({ brand: brand.name })}</h1>
            <p className="text-neutral-content/90 mt-4 text-lg">{t.lead}</p>
            <Link to={paths.login.getHref()} className="btn btn-primary btn-lg mt-6">
              {t.getStarted}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

const controlClass =
  'btn btn-circle btn-sm border-0 bg-base-100/90 text-base-content aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-3.5" fill="currentColor" aria-hidden="true">
      <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-3.5" fill="currentColor" aria-hidden="true">
      <path d="M7 4l13 8-13 8z" />
    </svg>
  );
}
