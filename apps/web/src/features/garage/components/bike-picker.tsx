import type { GarageBike, VehicleModel } from '@motoforge/contract';
import { type FormEvent, useState } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useErrorMessage } from '@/lib/translate-message';
import { useAddBike } from '../api/change-garage';
import { useVehicles } from '@/lib/api/get-vehicles';
import { useBikeNames } from '@/hooks/use-bike-names';
import { ChassisNumberForm } from './chassis-number-form';

const pickerMessages = defineMessages('shop.bikePicker', {
  notLoaded: 'The list of bikes could not be loaded:',
  tryAgain: 'Try again',
  make: 'Make',
  loadingBikes: 'Loading bikes…',
  chooseMake: 'Choose a make',
  model: 'Model',
  chooseModel: 'Choose a model',
  year: 'Year',
  chooseYear: 'Year',
  chooseBike: 'Choose this bike',
  byChassisNumber: 'Add by chassis number',
});

type BikePickerProps = {
  /** Called with the saved bike once it is the rider's current bike. */
  onChosen?: (bike: GarageBike) => void;
};

/** The picker sits in a compact bar: its labels are small. */
const LABEL_CLASSES = 'text-sm font-medium';

const years = (model: VehicleModel) =>
  Array.from({ length: model.yearTo - model.yearFrom + 1 }, (_, index) => model.yearTo - index);

/**
 * Make, then Model (a variant is a model of its own), then Year; the button saves the bike as the
 * rider's current one (the account's garage, or a guest's cookie: the server decides). Or the
 * bike's chassis number, read by the server.
 */
export function BikePicker({ onChosen }: BikePickerProps) {
  const vehicles = useVehicles();
  const addBike = useAddBike();
  const [make, setMake] = useState('');
  const [vehicleId, setVehicleId] = useState('');
  const [year, setYear] = useState('');
  const [isByNumber, setIsByNumber] = useState(false);
  const t = useMessages(pickerMessages);
  const errorMessage = useErrorMessage();
  const bikeNames = useBikeNames();

  const makes = vehicles.data?.makes ?? [];
  const models = makes.find((each) => each.make === make)?.models ?? [];
  const model = models.find((each) => String(each.vehicleId) === vehicleId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!model || !year) return;
    // The promise, not mutate's own onSuccess: saving the first bike re-renders the garage without
    // this picker, and an unmounted picker's mutate callbacks are never called.
    void addBike.mutateAsync({ vehicleId: model.vehicleId, year: Number(year) }).then(
      (bike) => onChosen?.(bike),
      () => {}, // Said under the form (addBike.error).
    );
  };

  if (vehicles.isError) {
    return (
      <p role="alert" className="text-error text-sm">
        {t.notLoaded} {errorMessage(vehicles.error)}{' '}
        <button type="button" className="link" onClick={() => void vehicles.refetch()}>
          {t.tryAgain}
        </button>
      </p>
    );
  }

  return (
    <div className="grid gap-3">
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end"
        aria-busy={vehicles.isPending}
      >
        <SelectField
          label={t.make}
          labelClassName={LABEL_CLASSES}
          value={make}
          disabled={vehicles.isPending}
          onChange={(event) => {
            setMake(event.target.value);
            setVehicleId('');
            setYear('');
          }}
        >
          <option value="">{vehicles.isPending ? t.loadingBikes : t.chooseMake}</option>
          {makes.map((each) => (
            <option key={each.make} value={each.make}>
              {bikeNames.make(each)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.model}
          labelClassName={LABEL_CLASSES}
          value={vehicleId}
          disabled={!make}
          onChange={(event) => {
            setVehicleId(event.target.value);
            setYear('');
          }}
        >
          <option value="">{t.chooseModel}</option>
          {models.map((each) => (
            <option key={each.vehicleId} value={each.vehicleId}>
              {bikeNames.model(each)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.year}
          labelClassName={LABEL_CLASSES}
          value={year}
          disabled={!model}
          onChange={(event) => setYear(event.target.value)}
        >
          <option value="">{t.chooseYear}</option>
          {model &&
            years(model).map((each) => (
              <option key={each} value={each}>
                {bikeNames.year(each)}
              </option>
            ))}
        </SelectField>
        <button type="submit" className="btn btn-primary" disabled={!model || !year || addBike.isPending}>
          {addBike.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.chooseBike}
        </button>
        {addBike.isError && (
          <p role="alert" className="text-error text-sm sm:col-span-4">
            {errorMessage(addBike.error)}
          </p>
        )}
      </form>
      <div>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          aria-expanded={isByNumber}
          onClick={() => setIsByNumber((open) => !open)}
        >
          {t.byChassisNumber}
        </button>
      </div>
      {isByNumber && <ChassisNumberForm onChosen={onChosen} />}
    </div>
  );
}
