import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_MAX_BYTES,
  catalogueFileMessages,
  formatCount,
} from '@motoforge/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InputField } from '@/components/ui/form-field';
import { toErrorMessage } from '@/lib/api-client';
import { useExportCatalogueFile } from '../api/export-catalogue-file';
import { CatalogueImportRefused, type ImportProgress, useImportCatalogueFile } from '../api/import-catalogue-file';

const importFormSchema = z.object({
  file: z
    .custom<FileList>((value) => value instanceof FileList && value.length > 0, catalogueFileMessages.chooseFile)
    // Said before the upload rather than after it: the server refuses it all the same.
    .refine((files) => (files.item(0)?.size ?? 0) <= CATALOGUE_FILE_MAX_BYTES, catalogueFileMessages.tooLarge),
});

/** Catalogue File (DESIGN.md §8): the whole catalogue as CSV, out and back in. */
export function CatalogueFile() {
  return (
    <div className="grid max-w-2xl gap-10">
      <ExportCatalogue />
      <ImportCatalogue />
    </div>
  );
}

function ExportCatalogue() {
  const headingId = useId();
  const exportFile = useExportCatalogueFile();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        Export
      </h2>
      <p>Every part in the catalogue, in shop order, as a CSV file a spreadsheet opens.</p>
      <button
        type="button"
        className="btn btn-primary justify-self-start"
        disabled={exportFile.isPending}
        onClick={() => exportFile.mutate()}
      >
        {exportFile.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {exportFile.isPending ? 'Exporting…' : 'Export CSV'}
      </button>
      {exportFile.isError && (
        <p role="alert" className="text-error">
          The catalogue could not be exported. {toErrorMessage(exportFile.error)}
        </p>
      )}
    </section>
  );
}

function ImportCatalogue() {
  const headingId = useId();
  const importFile = useImportCatalogueFile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(importFormSchema) });

  const onSubmit = handleSubmit(({ file }) => {
    const chosen = file.item(0);
    if (chosen) importFile.mutate(chosen);
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        Import
      </h2>
      <p>
        Rows update the parts with their SKU and add the others at the end of the shop order; each part&apos;s fitment
        becomes the file&apos;s. If any row is bad, nothing changes and every bad row is listed.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Import catalogue file" className="grid gap-4">
        <InputField
          label="Catalogue file (CSV)"
          error={errors.file?.message}
          hint={`Columns: ${CATALOGUE_FILE_COLUMNS.join(', ')}.`}
          type="file"
          accept=".csv,text/csv"
          disabled={importFile.isPending}
          registration={register('file')}
        />
        <button type="submit" className="btn btn-primary justify-self-start" disabled={importFile.isPending}>
          {importFile.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Import
        </button>
      </form>
      {importFile.isPending && <ImportProgressBar progress={importFile.progress} />}
      {importFile.isSuccess && (
        <p role="status" className="alert alert-success">
          {catalogueFileMessages.imported(importFile.data)}
        </p>
      )}
      {importFile.isError && <ImportFailure error={importFile.error} />}
    </section>
  );
}

/** What the bar says, and how full it is (no value: the browser cannot tell how far the upload is). */
function describeProgress(progress: ImportProgress): { label: string; value?: number; max: number } {
  if (progress.phase === 'uploading') {
    if (progress.share === null) return { label: 'Uploading the file…', max: 100 };
    const percent = Math.round(progress.share * 100);
    return { label: `Uploading the file… ${percent}%`, value: percent, max: 100 };
  }
  const counted = `${formatCount(progress.done)} of ${formatCount(progress.total)}`;
  const label = progress.phase === 'checking' ? `Checking rows… ${counted}` : `Saving parts… ${counted}`;
  return { label, value: progress.done, max: Math.max(progress.total, 1) };
}

function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const id = useId();
  const { label, value, max } = describeProgress(progress);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <progress id={id} className="progress progress-primary w-full" max={max} value={value} />
    </div>
  );
}

function ImportFailure({ error }: { error: Error }) {
  if (!(error instanceof CatalogueImportRefused)) {
    return (
      <p role="alert" className="alert alert-error">
        The file was not imported. {toErrorMessage(error)}
      </p>
    );
  }
  return (
    <div className="alert alert-error grid justify-items-start gap-2">
      {/* Only the summary is announced; the list can run to thousands of rows. */}
      <p role="alert" className="font-semibold">
        {error.message}
      </p>
      <ul aria-label="Bad rows" className="max-h-96 list-none overflow-y-auto">
        {error.rows.map((bad, index) => (
          <li key={`${bad.row}-${index}`}>
            Row {bad.row}: {bad.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
