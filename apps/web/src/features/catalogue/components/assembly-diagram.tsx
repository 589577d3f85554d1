import { isInStock, type Assembly, type Callout } from '@motoforge/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { PageHead, usePublicUrl } from '@/components/layout/page-head';
import { PageTitle } from '@/components/layout/page-title';
import { NotFoundState } from '@/components/ui/not-found-state';
import { QueryContent } from '@/components/ui/query-content';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useAssembly } from '../api/get-assembly';
import { DrawingViewer, type DrawingCallout } from './drawing-viewer';
import { type CurrentBike, FitmentNote } from './fitment-note';
import type { RenderAddToCart } from './part-card';

const assemblyMessages = defineMessages('shop.assembly', {
  title: params('{assembly}, {bike} — parts diagram — {brand}'),
  titleNoBike: params('{assembly} — parts diagram — {brand}'),
  description: params(
    'Parts diagram of the {assembly} of the {bike}: {count} numbered parts with their prices, stock and fit.',
  ),
  allDiagrams: params('All parts diagrams of the {bike}'),
  allDiagramsNoBike: 'All parts diagrams of this bike',
  drawingOf: params('Drawing of the {assembly}, its parts numbered'),
  parts: 'Parts in this drawing',
  showOnDrawing: params('Show {number} on the drawing'),
  price: 'Price: ',
  inStock: params('{count} in stock'),
  outOfStock: 'Out of stock',
  perBike: params('{count} per bike'),
  years: params('Models of {from} to {to} only'),
  noParts: 'No parts are numbered on this drawing yet.',
  notFound: 'Parts diagram not found',
  notFoundTitle: params('Parts diagram not found — {brand}'),
  notFoundText: 'This bike has no parts diagram by that name. It may have been removed, or the link is mistyped.',
});

type AssemblyDiagramProps = {
  vehicleId: number;
  slug: string;
  /** The bike as a rider reads it ("Bajaj Pulsar 150 Twin Disc"), once the vehicles are known. */
  vehicleName: string | undefined;
  currentBike: CurrentBike | null;
  renderAddToCart?: RenderAddToCart;
};

/**
 * `/bikes/{vehicleId}/{slug}` (docs/product.md#parts-diagrams): the drawing beside its parts
 * (below it on a phone). Choosing a number highlights its part and brings it into view; choosing
 * a part's number in the list highlights it on the drawing.
 */
export function AssemblyDiagram({ vehicleId, slug, vehicleName, currentBike, renderAddToCart }: AssemblyDiagramProps) {
  const assembly = useAssembly(vehicleId, slug);
  const t = useMessages(assemblyMessages);
  return (
    <QueryContent
      query={assembly}
      errorByStatus={{
        404: () => (
          <>
            <PageTitle>{t.notFoundTitle({ brand: brand.name })}</PageTitle>
            <NotFoundState
              as="h1"
              title={t.notFound}
              link={{ to: paths.bikeDiagrams.getHref(vehicleId), label: t.allDiagramsNoBike }}
            >
              {t.notFoundText}
            </NotFoundState>
          </>
        ),
      }}
    >
      {(data) => (
        <AssemblyPage
          assembly={data}
          vehicleName={vehicleName}
          currentBike={currentBike}
          renderAddToCart={renderAddToCart}
        />
      )}
    </QueryContent>
  );
}

type AssemblyPageProps = Omit<AssemblyDiagramProps, 'vehicleId' | 'slug'> & { assembly: Assembly };

/** The callouts by number: two parts of one number (each for some years) share its button. */
function numbersOf(callouts: Callout[], name: (callout: Callout) => string): DrawingCallout[] {
  const byNumber = new Map<number, DrawingCallout>();
  for (const callout of callouts) {
    const known = byNumber.get(callout.number);
    if (known) known.name = `${known.name} / ${name(callout)}`;
    else byNumber.set(callout.number, { number: callout.number, x: callout.x, y: callout.y, name: name(callout) });
  }
  return [...byNumber.values()];
}

function AssemblyPage({ assembly, vehicleName, currentBike, renderAddToCart }: AssemblyPageProps) {
  const t = useMessages(assemblyMessages);
  const text = useCatalogueText();
  const format = useFormat();
  const [selected, setSelected] = useState<number | null>(null);
  const rows = useRef(new Map<number, HTMLElement>());
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const name = text(assembly.name, assembly.nameBn);
  const canonicalUrl = usePublicUrl(paths.assembly.getHref(assembly.vehicleId, assembly.slug));
  const partName = (callout: Callout) => text(callout.part.name, callout.part.nameBn);
  const numbers = numbersOf(assembly.callouts, partName);

  const chooseCallout = (number: number) => {
    setSelected(number);
    // The part's row, brought into view and given the focus: its Add to cart is the next tap.
    const row = rows.current.get(number);
    row?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    row?.focus({ preventScroll: true });
  };
  const chooseRow = (number: number) => {
    setSelected(number);
    buttons.current.get(number)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <article className="grid gap-6">
      <PageTitle>
        {vehicleName
          ? t.title({ assembly: name, bike: vehicleName, brand: brand.name })
          : t.titleNoBike({ assembly: name, brand: brand.name })}
      </PageTitle>
      <PageHead
        description={t.description({
          assembly: name,
          bike: vehicleName ?? '',
          count: format.count(numbers.length),
        })}
        canonicalUrl={canonicalUrl}
      />
      <div className="grid gap-1">
        <Link to={paths.bikeDiagrams.getHref(assembly.vehicleId)} className="link link-hover text-sm font-semibold">
          {vehicleName ? t.allDiagrams({ bike: vehicleName }) : t.allDiagramsNoBike}
        </Link>
        <h1 className="text-3xl font-extrabold">{name}</h1>
        {vehicleName && <p className="text-base-content/80">{vehicleName}</p>}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="lg:sticky lg:top-4">
          <DrawingViewer
            drawing={assembly.drawing}
            width={assembly.width}
            height={assembly.height}
            alt={t.drawingOf({ assembly: name })}
            callouts={numbers}
            selected={selected}
            onSelect={chooseCallout}
            calloutRef={(number, button) => {
              if (button) buttons.current.set(number, button);
              else buttons.current.delete(number);
            }}
          />
        </div>
        <HydrateLater>
          <section aria-labelledby="assembly-parts-heading" className="grid gap-3">
            <h2 id="assembly-parts-heading" className="text-xl font-bold">
              {t.parts}
            </h2>
            {assembly.callouts.length === 0 ? (
              <p className="text-base-content/80">{t.noParts}</p>
            ) : (
              <ol className="grid gap-3">
                {assembly.callouts.map((callout) => {
                  const part = { ...callout.part, name: partName(callout) };
                  const isSelected = callout.number === selected;
                  const inStock = isInStock(part);
                  return (
                    <li
                      key={`${callout.number}-${part._id}`}
                      ref={(row) => {
                        if (row && !rows.current.has(callout.number)) rows.current.set(callout.number, row);
                      }}
                      tabIndex={-1}
                      aria-current={isSelected ? 'true' : undefined}
                      className={`rounded-box border p-3 outline-none scroll-mt-4 ${
                        isSelected ? 'border-primary bg-primary/10 ring-primary ring-2' : 'border-base-300'
                      }`}
                    >
                      <div className="flex items-start gap-3">
                        <button
                          type="button"
                          className={`btn btn-circle btn-sm shrink-0 ${isSelected ? 'btn-primary' : 'btn-outline'}`}
                          aria-label={t.showOnDrawing({ number: format.count(callout.number) })}
                          aria-pressed={isSelected}
                          onClick={() => chooseRow(callout.number)}
                        >
                          {format.count(callout.number)}
                        </button>
                        <div className="grid min-w-0 flex-1 gap-1">
                          <Link
                            to={paths.part.getHref(part._id)}
                            className="link link-hover font-semibold wrap-anywhere"
                          >
                            {part.name}
                          </Link>
                          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                            <span className="font-bold">
                              <span className="sr-only">{t.price}</span>
                              {format.taka(part.price)}
                            </span>
                            <span className={inStock ? 'text-success' : 'text-error'}>
                              {inStock ? t.inStock({ count: format.count(part.availableQuantity) }) : t.outOfStock}
                            </span>
                            <span>{t.perBike({ count: format.count(callout.quantity) })}</span>
                          </p>
                          {callout.yearFrom !== null && callout.yearTo !== null && (
                            <p className="text-sm">
                              {t.years({ from: format.year(callout.yearFrom), to: format.year(callout.yearTo) })}
                            </p>
                          )}
                          {callout.note && <p className="text-base-content/80 text-sm">{callout.note}</p>}
                          <FitmentNote status={part.fitsCurrentBike} bike={currentBike} />
                          {renderAddToCart && <div className="pt-1">{renderAddToCart(part)}</div>}
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </HydrateLater>
      </div>
    </article>
  );
}
