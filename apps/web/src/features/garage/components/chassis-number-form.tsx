import type { GarageBike, VinCandidate, VinDecoded } from '@motoforge/contract';
import { type FormEvent, useId, useState } from 'react';
import { InputField } from '@/components/ui/form-field';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { useErrorMessage } from '@/lib/translate-message';
import { useBikeNames } from '@/hooks/use-bike-names';
import { useAddBike } from '../api/change-garage';
import { useDecodeVin } from '../api/decode-vin';

const chassisMessages = defineMessages('shop.chassisNumber', {
  label: 'Chassis number (VIN)',
  hint: '17 letters and digits, on the frame by the handlebar and on the registration papers.',
  read: 'Read the number',
  reading: 'Reading the number…',
  weRead: 'The number says:',
  bikeAndYear: params('{bike}, {year}'),
  save: 'Save this bike',
  chooseModel: params('The number says {make}, {year}, but not which model. Choose yours:'),
  noModelThatYear: params(
    'None of the {make} models we know was made in {year}. Check the number, or choose your bike from the list.',
  ),
});

type ChassisNumberFormProps = {
  /** Called with the saved bike once it is the rider's current bike. */
  onChosen?: (bike: GarageBike) => void;
};

const isMadeIn = (year: number) => (candidate: VinCandidate) => candidate.yearFrom <= year && year <= candidate.yearTo;

/**
 * Add by chassis number: the rider types the number, sees what it says ("Bajaj Pulsar 150 Twin
 * Disc, 2019") and saves it; when the shop's patterns do not name one bike, the rider chooses
 * among that maker's models made that year. The shop never guesses (docs/architecture.md#chassis-numbers).
 */
export function ChassisNumberForm({ onChosen }: ChassisNumberFormProps) {
  const t = useMessages(chassisMessages);
  const names = useBikeNames();
  const errorMessage = useErrorMessage();
  const decode = useDecodeVin();
  const addBike = useAddBike();
  const [vin, setVin] = useState('');
  const [decoded, setDecoded] = useState<{ vin: string; answer: VinDecoded } | null>(null);
  const [chosenId, setChosenId] = useState('');
  const resultId = useId();

  const read = (event: FormEvent) => {
    event.preventDefault();
    setDecoded(null);
    setChosenId('');
    addBike.reset();
    decode.mutate(
      { vin },
      {
        onSuccess: (answer) => {
          setDecoded({ vin, answer });
          if (answer.isExact && answer.candidates[0]) setChosenId(String(answer.candidates[0].vehicleId));
        },
      },
    );
  };

  const answer = decoded?.answer;
  const choices = answer ? answer.candidates.filter(isMadeIn(answer.year)) : [];
  const chosen = choices.find((candidate) => String(candidate.vehicleId) === chosenId);
  const make = answer ? names.make(answer) : '';
  const year = answer ? names.year(answer.year) : '';

  const save = () => {
    if (!decoded || !chosen) return;
    // The promise, not mutate's own onSuccess: saving the first bike re-renders the garage without
    // this form, and an unmounted form's mutate callbacks are never called.
    void addBike.mutateAsync({ vehicleId: chosen.vehicleId, year: decoded.answer.year, vin: decoded.vin }).then(
      (bike) => onChosen?.(bike),
      () => {}, // Said under the form (addBike.error).
    );
  };

  return (
    <div className="grid gap-3">
      <form onSubmit={read} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start" aria-busy={decode.isPending}>
        <InputField
          label={t.label}
          labelClassName="text-sm font-medium"
          hint={t.hint}
          value={vin}
          onChange={(event) => setVin(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          controlClassName="w-full font-mono uppercase"
          error={decode.isError ? toErrorMessage(decode.error) : undefined}
        />
        <button type="submit" className="btn btn-outline sm:mt-6" disabled={vin.trim() === '' || decode.isPending}>
          {decode.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {decode.isPending ? t.reading : t.read}
        </button>
      </form>
      <div aria-live="polite" id={resultId} className="grid gap-3">
        {answer && answer.isExact && chosen && (
          <p>
            {t.weRead} <strong>{t.bikeAndYear({ bike: `${make} ${names.model(chosen)}`, year })}</strong>
          </p>
        )}
        {answer && !(answer.isExact && chosen) && choices.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-1">{t.chooseModel({ make, year })}</legend>
            {choices.map((candidate) => (
              <label key={candidate.vehicleId} className="flex items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name={`${resultId}-model`}
                  value={candidate.vehicleId}
                  checked={chosenId === String(candidate.vehicleId)}
                  onChange={(event) => setChosenId(event.currentTarget.value)}
                />
                {names.model(candidate)}
              </label>
            ))}
          </fieldset>
        )}
        {answer && choices.length === 0 && (
          <p role="alert" className="text-error text-sm">
            {t.noModelThatYear({ make, year })}
          </p>
        )}
      </div>
      {answer && choices.length > 0 && (
        <div>
          <button type="button" className="btn btn-primary" disabled={!chosen || addBike.isPending} onClick={save}>
            {addBike.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.save}
          </button>
        </div>
      )}
      {addBike.isError && (
        <p role="alert" className="text-error text-sm">
          {errorMessage(addBike.error)}
        </p>
      )}
    </div>
  );
}
