import { useRef, useState, type PointerEvent } from 'react';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';

const viewerMessages = defineMessages('shop.drawingViewer', {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit the drawing',
  zoom: params('Zoom: {percent}%'),
  calloutFor: params('{number}: {name}'),
  hint: 'Choose a number to see its part.',
});

/** One number on the drawing and the part (or parts, by year) it names. */
export type DrawingCallout = { number: number; x: number; y: number; name: string };

type DrawingViewerProps = {
  drawing: string;
  width: number;
  height: number;
  alt: string;
  callouts: DrawingCallout[];
  selected: number | null;
  onSelect: (number: number) => void;
  /** Each number's button, for the list to bring it into view. */
  calloutRef: (number: number, button: HTMLButtonElement | null) => void;
};

const ZOOM_STEPS = [1, 1.5, 2, 3, 4];
const ZOOM_MAX = ZOOM_STEPS.at(-1) ?? 4;

type Offset = { x: number; y: number };

/**
 * A parts drawing with its numbers as buttons (docs/product.md#parts-diagrams). It zooms with +
 * and −, or a two-finger pinch, and a zoomed drawing is dragged with a finger or the mouse: a CSS
 * transform of one layer, the numbers kept their size as it grows. Unzoomed, a finger on it
 * scrolls the page as anywhere else.
 */
export function DrawingViewer({
  drawing,
  width,
  height,
  alt,
  callouts,
  selected,
  onSelect,
  calloutRef,
}: DrawingViewerProps) {
  const t = useMessages(viewerMessages);
  const format = useFormat();
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const viewport = useRef<HTMLDivElement>(null);
  /** The pointers down on the drawing, and where each was last. */
  const pointers = useRef(new Map<number, Offset>());
  const hasDragged = useRef(false);

  /** The offset kept so the drawing still fills the frame at `nextScale`. */
  const clamp = (next: Offset, nextScale: number): Offset => {
    const box = viewport.current?.getBoundingClientRect();
    if (!box) return next;
    const limitX = (box.width * (nextScale - 1)) / 2;
    const limitY = (box.height * (nextScale - 1)) / 2;
    return {
      x: Math.max(-limitX, Math.min(limitX, next.x)),
      y: Math.max(-limitY, Math.min(limitY, next.y)),
    };
  };
  const zoomTo = (nextScale: number) => {
    const bounded = Math.max(1, Math.min(ZOOM_MAX, nextScale));
    setScale(bounded);
    setOffset((current) => clamp({ x: (current.x * bounded) / scale, y: (current.y * bounded) / scale }, bounded));
  };
  const step = (direction: 1 | -1) => {
    const next =
      direction === 1
        ? ZOOM_STEPS.find((candidate) => candidate > scale + 0.01)
        : [...ZOOM_STEPS].reverse().find((candidate) => candidate < scale - 0.01);
    zoomTo(next ?? scale);
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A number's own press is the button's: dragging starts only on the drawing itself.
    if ((event.target as Element).closest('button')) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    hasDragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const before = distance();
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2 && before > 0) {
      zoomTo((scale * distance()) / before);
      return;
    }
    if (scale === 1) return;
    hasDragged.current = true;
    setOffset((current) =>
      clamp({ x: current.x + event.clientX - last.x, y: current.y + event.clientY - last.y }, scale),
    );
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const isZoomed = scale > 1;
  return (
    <div className="grid gap-2">
      <div
        ref={viewport}
        className="bg-base-100 border-base-300 rounded-box relative overflow-hidden border select-none"
        style={{
          aspectRatio: `${width} / ${height}`,
          // Unzoomed, a finger scrolls the page; zoomed, it moves the drawing.
          touchAction: isZoomed ? 'none' : 'pan-x pan-y',
          cursor: isZoomed ? 'grab' : undefined,
        }}
        onPointerDown={onPointerDown}
        // A mouse drag moves the drawing; it would otherwise select the page's text as it goes.
        onMouseDown={(event) => {
          if (!(event.target as Element).closest('button')) event.preventDefault();
        }}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div
          className="absolute inset-0 origin-center"
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
        >
          <img
            src={drawing}
            alt={alt}
            width={width}
            height={height}
            fetchPriority="high"
            draggable={false}
            className="size-full"
          />
          {callouts.map((callout) => {
            const isSelected = callout.number === selected;
            return (
              <button
                key={callout.number}
                ref={(button) => calloutRef(callout.number, button)}
                type="button"
                aria-label={t.calloutFor({ number: format.count(callout.number), name: callout.name })}
                aria-pressed={isSelected}
                className={`btn btn-circle btn-sm absolute z-10 border-2 font-bold shadow ${
                  isSelected
                    ? 'btn-primary ring-primary/40 ring-4'
                    : 'bg-base-100 border-base-content text-base-content'
                }`}
                style={{
                  left: `${callout.x * 100}%`,
                  top: `${callout.y * 100}%`,
                  // The numbers keep their size, and stay easy to tap, as the drawing grows.
                  transform: `translate(-50%, -50%) scale(${1 / scale})`,
                }}
                onClick={() => {
                  if (!hasDragged.current) onSelect(callout.number);
                }}
              >
                {format.count(callout.number)}
              </button>
            );
          })}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={t.zoomOut}
          disabled={!isZoomed}
          onClick={() => step(-1)}
        >
          −
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={t.zoomIn}
          disabled={scale >= ZOOM_MAX}
          onClick={() => step(1)}
        >
          +
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          disabled={!isZoomed}
          onClick={() => {
            setScale(1);
            setOffset({ x: 0, y: 0 });
          }}
        >
          {t.fit}
        </button>
        <span className="text-base-content/70 text-sm" aria-live="polite">
          {t.zoom({ percent: format.count(Math.round(scale * 100)) })}
        </span>
      </div>
      <p className="text-base-content/70 text-sm">{t.hint}</p>
    </div>
  );
}
