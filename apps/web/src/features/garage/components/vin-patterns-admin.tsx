import { ProgressPercent } from '@/components/ui/progress-bar';
import { addVinPatternSchema, type VinUnknownReason } from '@motoforge/contract';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { InputField } from '@/components/ui/form-field';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { VehicleSelect } from '@/components/ui/vehicle-select';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useErrorMessage, useTranslateMessage } from '@/lib/translate-message';
import {
  type VinPatternImportOutcome,
  useAddVinPattern,
  useExportVinPatterns,
  useImportVinPatterns,
  useRemoveVinPattern,
  useVinPatterns,
  useVinUnknowns,
} from '../api/vin-patterns';

const adminMessages = defineMessages('shop.vinPatternsAdmin', {
  heading: 'Chassis-number patterns',
  intro:
    'A pattern names the bike of a chassis number: the maker code (characters 1 to 3) and the descriptor (characters 4 to 8, ? for any one character). A number no pattern names lets the rider choose among the maker’s models.',
  wmi: 'Maker code',
  descriptor: 'Descriptor',
  bike: 'Bike',
  chooseBike: 'Choose a bike',
  add: 'Add pattern',
  loading: 'Loading the patterns…',
  notLoaded: 'The patterns could not be loaded:',
  none: 'No patterns yet: every chassis number lets the rider choose the model.',
  patterns: 'Patterns',
  patternPages: 'Pattern pages',
  remove: 'Remove',
  removePattern: params('Remove pattern {wmi} {descriptor}'),
  exportFile: 'Export patterns (CSV)',
  importFile: 'Pattern file (CSV)',
  importHint:
    'Columns wmi, descriptor, make, model, variant, as the export writes them. The file replaces every pattern.',
  import: 'Import patterns',
  imported: params('{count} patterns imported'),
  row: params('Row {row}:'),
  unknownsHeading: 'Chassis numbers no pattern named',
  unknownsIntro: 'Their first 8 characters only: the rest of a number is the rider’s.',
  unknownsLoading: 'Loading the unknown numbers…',
  unknownsNone: 'No unknown chassis numbers.',
  reason: 'Why',
  count: 'Times',
  lastSeen: 'Last',
  reasonMaker: 'Maker unknown',
  reasonPattern: 'No pattern',
  reasonSeveral: 'Several bikes',
});

const REASON_LABELS: Record<VinUnknownReason, 'reasonMaker' | 'reasonPattern' | 'reasonSeveral'> = {
  maker: 'reasonMaker',
  pattern: 'reasonPattern',
  several: 'reasonSeveral',
};

/**
 * The back office's chassis-number patterns (docs/architecture.md#chassis-numbers): add and remove
 * them, export and import them as CSV, and the numbers no pattern named, to add theirs.
 */
export function VinPatternsAdmin() {
  const t = useMessages(adminMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 grid gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {t.heading}
      </h2>
      <p className="text-base-content/80">{t.intro}</p>
      <AddPatternForm />
      <PatternList />
      <PatternFile />
      <UnknownNumbers />
    </section>
  );
}

/** A pattern's maker code, descriptor and bike; its rules speak once it was sent, as the shop's other forms' do. */
function AddPatternForm() {
  const t = useMessages(adminMessages);
  const errorMessage = useErrorMessage();
  const add = useAddVinPattern();
  const [wmi, setWmi] = useState('');
  const [descriptor, setDescriptor] = useState('');
  const [vehicleId, setVehicleId] = useState('');
  const [isTried, setIsTried] = useState(false);
  const checked = addVinPatternSchema.safeParse({ wmi, descriptor, vehicleId: Number(vehicleId) });
  const issueOf = (field: 'wmi' | 'descriptor') =>
    !isTried || checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (!checked.success) return;
    add.mutate(checked.data, {
      onSuccess: () => {
        setIsTried(false);
        setDescriptor('');
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[8rem_10rem_1fr_auto] sm:items-end">
      <InputField
        label={t.wmi}
        value={wmi}
        maxLength={3}
        autoComplete="off"
        controlClassName="w-full font-mono uppercase"
        onChange={(event) => setWmi(event.currentTarget.value)}
        error={issueOf('wmi')}
      />
      <InputField
        label={t.descriptor}
        value={descriptor}
        maxLength={5}
        autoComplete="off"
        controlClassName="w-full font-mono uppercase"
        onChange={(event) => setDescriptor(event.currentTarget.value)}
        error={issueOf('descriptor')}
      />
      <VehicleSelect label={t.bike} placeholder={t.chooseBike} value={vehicleId} onChange={setVehicleId} />
      <button type="submit" className="btn btn-primary" disabled={add.isPending || vehicleId === ''}>
        {add.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t.add}
      </button>
      {add.isError && (
        <p role="alert" className="text-error text-sm sm:col-span-4">
          {errorMessage(add.error)}
        </p>
      )}
    </form>
  );
}

/** The patterns, a page at a time, each with its Remove. */
function PatternList() {
  const t = useMessages(adminMessages);
  const errorMessage = useErrorMessage();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('patternsPage') ?? '', 10) || 1);
  const patterns = useVinPatterns(page);
  const hrefFor = (shown: number) => `${location.pathname}${shown > 1 ? `?patternsPage=${shown}` : ''}`;
  const remove = useRemoveVinPattern();
  return (
    <>
      {patterns.isPending ? (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t.loading}
        </p>
      ) : patterns.isError ? (
        <p role="alert" className="text-error">
          {t.notLoaded} {errorMessage(patterns.error)}
        </p>
      ) : patterns.data.total === 0 ? (
        <p>{t.none}</p>
      ) : patterns.data.patterns.length === 0 ? (
        <PastLastPage firstPageHref={hrefFor(1)} />
      ) : (
        <div className="max-h-96 overflow-auto">
          <table className="table-sm table">
            <caption className="sr-only">{t.patterns}</caption>
            <thead className="text-base-content/80">
              <tr>
                <th scope="col">{t.wmi}</th>
                <th scope="col">{t.descriptor}</th>
                <th scope="col">{t.bike}</th>
                <th scope="col">
                  <span className="sr-only">{t.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {patterns.data.patterns.map((pattern) => (
                <tr key={pattern.id}>
                  <td className="font-mono">{pattern.wmi}</td>
                  <td className="font-mono">{pattern.descriptor}</td>
                  <td>{[pattern.make, pattern.model, pattern.variant].filter(Boolean).join(' ')}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-xs btn-ghost"
                      disabled={remove.isPending}
                      aria-label={t.removePattern({ wmi: pattern.wmi, descriptor: pattern.descriptor })}
                      onClick={() => remove.mutate(pattern.id)}
                    >
                      {t.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {patterns.data && (
        <Pagination
          page={patterns.data.page}
          pageCount={Math.ceil(patterns.data.total / patterns.data.pageSize)}
          hrefFor={hrefFor}
          label={t.patternPages}
        />
      )}
      {remove.isError && (
        <p role="alert" className="text-error text-sm">
          {errorMessage(remove.error)}
        </p>
      )}
    </>
  );
}

/** The patterns as a CSV file: exported, or imported in place of every pattern. */
function PatternFile() {
  const t = useMessages(adminMessages);
  const errorMessage = useErrorMessage();
  const translate = useTranslateMessage();
  const format = useFormat();
  const exportFile = useExportVinPatterns();
  const importFile = useImportVinPatterns();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<VinPatternImportOutcome | null>(null);

  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setOutcome(null);
    importFile.mutate(file, { onSuccess: setOutcome });
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          className="btn btn-outline"
          disabled={exportFile.isPending}
          onClick={() => exportFile.mutate()}
        >
          {exportFile.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.exportFile}
          {exportFile.isPending && <ProgressPercent progress={exportFile.progress} />}
        </button>
        <form onSubmit={upload} className="flex flex-wrap items-end gap-3">
          <InputField
            label={t.importFile}
            hint={t.importHint}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
          <button type="submit" className="btn btn-primary" disabled={!file || importFile.isPending}>
            {importFile.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.import}
          </button>
        </form>
      </div>
      {exportFile.isError && (
        <p role="alert" className="text-error text-sm">
          {errorMessage(exportFile.error)}
        </p>
      )}
      <div aria-live="polite">
        {importFile.isError && (
          <p role="alert" className="text-error text-sm">
            {errorMessage(importFile.error)}
          </p>
        )}
        {outcome?.isImported && <p>{t.imported({ count: format.count(outcome.result.patterns) })}</p>}
        {outcome && !outcome.isImported && (
          <div role="alert" className="text-error grid gap-1 text-sm">
            <p>{translate(outcome.rejection.message)}</p>
            <ul className="list-disc ps-5">
              {outcome.rejection.errors.map((error, index) => (
                <li key={`${error.row}-${index}`}>
                  {t.row({ row: format.count(error.row) })} {translate(error.message)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}

/** The chassis numbers no pattern named (their first 8 characters), to add the patterns they lack. */
function UnknownNumbers() {
  const t = useMessages(adminMessages);
  const errorMessage = useErrorMessage();
  const format = useFormat();
  const unknownsId = useId();
  const unknowns = useVinUnknowns();
  return (
    <>
      <h3 id={unknownsId} className="mt-4 text-xl font-bold">
        {t.unknownsHeading}
      </h3>
      <p className="text-base-content/80 text-sm">{t.unknownsIntro}</p>
      {unknowns.isPending ? (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t.unknownsLoading}
        </p>
      ) : unknowns.isError ? (
        <p role="alert" className="text-error">
          {errorMessage(unknowns.error)}
        </p>
      ) : unknowns.data.unknowns.length === 0 ? (
        <p>{t.unknownsNone}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table-sm table" aria-labelledby={unknownsId}>
            <thead className="text-base-content/80">
              <tr>
                <th scope="col">{t.wmi}</th>
                <th scope="col">{t.descriptor}</th>
                <th scope="col">{t.reason}</th>
                <th scope="col">{t.count}</th>
                <th scope="col">{t.lastSeen}</th>
              </tr>
            </thead>
            <tbody>
              {unknowns.data.unknowns.map((unknown) => (
                <tr key={`${unknown.wmi}${unknown.descriptor}`}>
                  <td className="font-mono">{unknown.wmi}</td>
                  <td className="font-mono">{unknown.descriptor}</td>
                  <td>{t[REASON_LABELS[unknown.reason]]}</td>
                  <td>{format.count(unknown.count)}</td>
                  <td>{format.date(unknown.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
