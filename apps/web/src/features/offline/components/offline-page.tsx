import { PageTitle } from '@/components/layout/page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { brand } from '@/config/brand';
import { useBikeNames } from '@/hooks/use-bike-names';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { readOfflineCopy, type KeptBike, type ViewedPart } from '@/lib/offline-copy';

const offlineMessages = defineMessages('offline.offlinePage', {
  title: 'You are offline',
  explanation:
    'This page needs a connection. Below is what this device kept from your last visit, as it was then: read-only until you are back online.',
  tryAgain: 'Try again',
  garageTitle: 'My Garage',
  currentBike: 'current bike',
  noBikes: 'There are no bikes in your garage on this device.',
  signInToKeep:
    'Sign in while you are online, and your garage and the parts you view are kept on this device for when you are offline.',
  viewedTitle: 'Parts you viewed',
  noViewedParts: 'You have not viewed any parts yet.',
  partNumber: params('Part number: {sku}'),
  lastSeenPrice: params('Price when you last saw it: {price}, on {date}'),
  pricesMayChange: 'Prices and stock may have changed since.',
});

/**
 * What the shop shows at any address it cannot fetch (docs/architecture.md#installable-and-offline):
 * it is offline, and the signed-in rider's garage and last viewed parts as this browser kept them,
 * each price marked as the one they last saw.
 */
export function OfflinePage() {
  const t = useMessages(offlineMessages);
  const copy = readOfflineCopy();
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6">
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <header className="grid gap-3">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t.title}</h1>
        <p className="text-base-content/80 text-lg">{t.explanation}</p>
        <button type="button" className="btn btn-primary justify-self-start" onClick={() => window.location.reload()}>
          {t.tryAgain}
        </button>
      </header>
      {copy ? (
        <>
          <KeptGarage bikes={copy.bikes} />
          <ViewedParts parts={copy.viewedParts} />
        </>
      ) : (
        <EmptyState>{t.signInToKeep}</EmptyState>
      )}
    </div>
  );
}

function KeptGarage({ bikes }: { bikes: readonly KeptBike[] }) {
  const t = useMessages(offlineMessages);
  const bikeNames = useBikeNames();
  return (
    <section aria-labelledby="offline-garage" className="grid gap-3">
      <h2 id="offline-garage" className="text-2xl font-bold">
        {t.garageTitle}
      </h2>
      {bikes.length === 0 ? (
        <EmptyState>{t.noBikes}</EmptyState>
      ) : (
        <ul className="grid gap-2">
          {bikes.map((bike) => (
            <li
              key={`${bike.make}-${bike.model}-${bike.variant}-${bike.year}`}
              className="bg-base-200 rounded-box flex flex-wrap items-center gap-2 p-4"
            >
              <span className="font-semibold">{bikeNames.name(bike)}</span>
              {bike.isCurrent && <span className="badge badge-neutral">{t.currentBike}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ViewedParts({ parts }: { parts: readonly ViewedPart[] }) {
  const t = useMessages(offlineMessages);
  const format = useFormat();
  const text = useCatalogueText();
  return (
    <section aria-labelledby="offline-viewed" className="grid gap-3">
      <h2 id="offline-viewed" className="text-2xl font-bold">
        {t.viewedTitle}
      </h2>
      {parts.length === 0 ? (
        <EmptyState>{t.noViewedParts}</EmptyState>
      ) : (
        <>
          <p className="text-base-content/80">{t.pricesMayChange}</p>
          <ul className="grid gap-2">
            {parts.map((part) => (
              <li key={part.id} className="bg-base-200 rounded-box grid gap-1 p-4">
                <span className="font-semibold wrap-anywhere">{text(part.name, part.nameBn)}</span>
                <span className="text-base-content/80 text-sm wrap-anywhere">{t.partNumber({ sku: part.sku })}</span>
                <span>
                  {t.lastSeenPrice({
                    price: format.taka(part.price),
                    date: format.date(part.seenAt, { dateStyle: 'medium' }),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
