import type { GarageBike } from '@motoforge/contract';
import { params, defineMessages, useMessages } from '@/lib/i18n';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useErrorMessage } from '@/lib/translate-message';
import { useMakeBikeCurrent, useRemoveBike } from '../api/change-garage';
import { useGarage } from '../api/get-garage';
import { useBikeNames } from '@/hooks/use-bike-names';
import { BikePicker } from './bike-picker';

const garageMessages = defineMessages('shop.garageBar', {
  heading: 'My Garage',
  checking: 'Checking your garage…',
  notLoaded: 'Your garage could not be loaded:',
  tryAgain: 'Try again',
  yourBike: 'Your bike:',
  shopPartsThatFit: 'Shop parts that fit',
  partsDiagrams: 'Parts diagrams',
  cancel: 'Cancel',
  addOrChange: 'Add or change bike',
  removeBike: params('Remove {bike} from your garage'),
  remove: 'Remove',
  otherBikes: 'Your other bikes',
  useBike: params('Use {bike}'),
  useThisBike: 'Use this bike',
  tellUs: 'Tell us your bike, and every part will say whether it fits.',
  chassisNumber: 'Chassis number:',
});

type GarageBarProps = {
  /** Where "Shop parts that fit" leads for a bike: the catalogue narrowed to it. */
  shopHref?: (bike: GarageBike) => string;
  /** Where "Parts diagrams" leads for a bike: its assemblies' drawings. */
  diagramsHref?: (bike: GarageBike) => string;
  /** Called when the rider chooses a bike (new or saved) as the current one. */
  onChosen?: (bike: GarageBike) => void;
  headingLevel?: 'h2' | 'h3';
};

/**
 * My Garage: the rider's current bike, the others saved, and the bike picker. Every part card and
 * page says whether it fits the current bike.
 */
export function GarageBar({ shopHref, diagramsHref, onChosen, headingLevel: Heading = 'h2' }: GarageBarProps) {
  const headingId = useId();
  const garage = useGarage();
  const makeCurrent = useMakeBikeCurrent();
  const remove = useRemoveBike();
  const [isPicking, setIsPicking] = useState(false);
  const bikes = garage.data?.bikes ?? [];
  const current = bikes.find((bike) => bike.current);
  const others = bikes.filter((bike) => !bike.current);
  const t = useMessages(garageMessages);
  const errorMessage = useErrorMessage();
  const { name: bikeName } = useBikeNames();
  const change = makeCurrent.isError ? makeCurrent.error : remove.isError ? remove.error : null;

  const removeButton = (bike: GarageBike, size: 'btn-sm' | 'btn-xs') => (
    <button
      type="button"
      className={`btn ${size} btn-ghost`}
      disabled={remove.isPending}
      aria-label={t.removeBike({ bike: bikeName(bike) })}
      onClick={() => remove.mutate(bike.id)}
    >
      {t.remove}
    </button>
  );

  const chosen = (bike: GarageBike) => {
    setIsPicking(false);
    onChosen?.(bike);
  };

  return (
    <section aria-labelledby={headingId} className="bg-base-200 rounded-box grid gap-3 p-4 sm:p-5">
      <Heading id={headingId} className="text-lg font-semibold">
        {t.heading}
      </Heading>
      {garage.isPending ? (
        <p role="status" className="text-base-content/80 flex items-center gap-2 text-sm">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t.checking}
        </p>
      ) : garage.isError ? (
        <p role="alert" className="text-error text-sm">
          {t.notLoaded} {errorMessage(garage.error)}{' '}
          <button type="button" className="link" onClick={() => void garage.refetch()}>
            {t.tryAgain}
          </button>
        </p>
      ) : current ? (
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p>
              {t.yourBike} <strong>{bikeName(current)}</strong>
              {current.vin && <ChassisNumber vin={current.vin} />}
            </p>
            {shopHref && (
              <Link to={shopHref(current)} className="btn btn-sm btn-primary">
                {t.shopPartsThatFit}
              </Link>
            )}
            {diagramsHref && (
              <Link to={diagramsHref(current)} className="btn btn-sm btn-outline">
                {t.partsDiagrams}
              </Link>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline"
              aria-expanded={isPicking}
              onClick={() => setIsPicking((open) => !open)}
            >
              {isPicking ? t.cancel : t.addOrChange}
            </button>
            {removeButton(current, 'btn-sm')}
          </div>
          {others.length > 0 && (
            <ul className="grid gap-2 text-sm" aria-label={t.otherBikes}>
              {others.map((bike) => (
                <li key={bike.id} className="flex flex-wrap items-center gap-2">
                  <span>
                    {bikeName(bike)}
                    {bike.vin && <ChassisNumber vin={bike.vin} />}
                  </span>
                  <button
                    type="button"
                    className="btn btn-xs btn-outline"
                    disabled={makeCurrent.isPending}
                    aria-label={t.useBike({ bike: bikeName(bike) })}
                    onClick={() =>
                      void makeCurrent.mutateAsync(bike.id).then(
                        () => onChosen?.(bike),
                        () => {}, // Said under the list (makeCurrent.error).
                      )
                    }
                  >
                    {t.useThisBike}
                  </button>
                  {removeButton(bike, 'btn-xs')}
                </li>
              ))}
            </ul>
          )}
          {change && (
            <p role="alert" className="text-error text-sm">
              {errorMessage(change)}
            </p>
          )}
          {isPicking && <BikePicker onChosen={chosen} />}
        </>
      ) : (
        <>
          <p className="text-base-content/80 text-sm">{t.tellUs}</p>
          <BikePicker onChosen={chosen} />
        </>
      )}
    </section>
  );
}

/** The chassis number a signed-in rider saved the bike by: shown to them alone (ADR 048). */
function ChassisNumber({ vin }: { vin: string }) {
  const t = useMessages(garageMessages);
  return (
    <span className="text-base-content/80 block text-sm">
      {t.chassisNumber} <span className="font-mono break-all">{vin}</span>
    </span>
  );
}
