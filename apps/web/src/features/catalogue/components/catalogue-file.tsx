import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_MAX_BYTES,
  CATALOGUE_FILE_OPTIONAL_COLUMNS,
  catalogueFileMessages,
} from '@motoforge/contract';
import { params, defineMessages, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InputField } from '@/components/ui/form-field';
import { useErrorMessage, useTranslateMessage } from '@/lib/translate-message';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useExportCatalogueFile } from '../api/export-catalogue-file';
import { useCategories } from '../api/get-categories';
import { CatalogueImportRefused, type ImportProgress, useImportCatalogueFile } from '../api/import-catalogue-file';

/** The columns a file may leave out that hold a part's Bangla; `replaces` is said apart. */
const BANGLA_COLUMNS = CATALOGUE_FILE_OPTIONAL_COLUMNS.filter((column) => column.endsWith('_bn'));

const fileMessages = defineMessages('shop.catalogueFile', {
  exportHeading: 'Export',
  exportText: 'Every part in the catalogue, in shop order, as a CSV file a spreadsheet opens.',
  exporting: 'Exporting…',
  exportButton: 'Export CSV',
  notExported: 'The catalogue could not be exported.',
  importHeading: 'Import',
  importText:
    "Rows update the parts with their SKU and add the others at the end of the shop order; each part's fitment becomes the file's. If any row is bad, nothing changes and every bad row is listed.",
  importForm: 'Import catalogue file',
  file: 'Catalogue file (CSV)',
  columns: params('Columns: {columns}.'),
  banglaColumns: params(
    "{columns}: the part's name and description in Bangla, which may be empty. A file without them leaves the parts' Bangla as it was.",
  ),
  replacesColumn:
    'replaces: the old part numbers the part replaces, separated by ";". A file without it leaves them as they were.',
  categories: params('Categories (the category column): {categories}.'),
  importButton: 'Import',
  uploading: 'Uploading the file…',
  uploadingPercent: params('Uploading the file… {percent}%'),
  checking: params('Checking rows… {done} of {total}'),
  saving: params('Saving parts… {done} of {total}'),
  notImported: 'The file was not imported.',
  badRows: 'Bad rows',
  row: params('Row {row}'),
});
type FileTexts = ReturnType<ReturnType<typeof fileMessages>['get']>;

const importFormSchema = z.object({
  file: z
    .custom<FileList>((value) => value instanceof FileList && value.length > 0, catalogueFileMessages.chooseFile)
    // Said before the upload rather than after it: the server refuses it all the same.
    .refine((files) => (files.item(0)?.size ?? 0) <= CATALOGUE_FILE_MAX_BYTES, catalogueFileMessages.tooLarge),
});

/** Catalogue File (docs/product.md#catalogue): the whole catalogue as CSV, out and back in. */
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
  const t = useMessages(fileMessages);
  const errorMessage = useErrorMessage();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t.exportHeading}
      </h2>
      <p>{t.exportText}</p>
      <button
        type="button"
        className="btn btn-primary justify-self-start"
        disabled={exportFile.isPending}
        onClick={() => exportFile.mutate()}
      >
        {exportFile.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {exportFile.isPending ? t.exporting : t.exportButton}
      </button>
      {exportFile.isPending && <ProgressBar label={t.exporting} progress={exportFile.progress} className="max-w-md" />}
      {exportFile.isError && (
        <p role="alert" className="text-error">
          {t.notExported} {errorMessage(exportFile.error)}
        </p>
      )}
    </section>
  );
}

function ImportCatalogue() {
  const headingId = useId();
  const importFile = useImportCatalogueFile();
  const t = useMessages(fileMessages);
  // The slugs a row's category may name (an unknown one refuses the file).
  const categories = useCategories().data?.map((category) => category.slug);
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
        {t.importHeading}
      </h2>
      <p>{t.importText}</p>
      <form noValidate onSubmit={onSubmit} aria-label={t.importForm} className="grid gap-4">
        <InputField
          label={t.file}
          error={errors.file?.message}
          hint={
            <>
              {`${t.columns({ columns: CATALOGUE_FILE_COLUMNS.join(', ') })} ${t.banglaColumns({ columns: BANGLA_COLUMNS.join(', ') })} ${t.replacesColumn}`}
              {categories && categories.length > 0 && (
                <span className="block">{t.categories({ categories: categories.join(', ') })}</span>
              )}
            </>
          }
          type="file"
          accept=".csv,text/csv"
          disabled={importFile.isPending}
          registration={register('file')}
        />
        <button type="submit" className="btn btn-primary justify-self-start" disabled={importFile.isPending}>
          {importFile.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.importButton}
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

/**
 * What the bar says (in `t`, numbers as `count` writes them), and how full it is (no value: the
 * browser cannot tell how far the upload is).
 */
function describeProgress(
  progress: ImportProgress,
  t: FileTexts,
  count: (value: number) => string,
): { label: string; value?: number; max: number } {
  if (progress.phase === 'uploading') {
    if (progress.share === null) return { label: t.uploading, max: 100 };
    const percent = Math.round(progress.share * 100);
    return { label: t.uploadingPercent({ percent: count(percent) }), value: percent, max: 100 };
  }
  const counted = { done: count(progress.done), total: count(progress.total) };
  const label = progress.phase === 'checking' ? t.checking(counted) : t.saving(counted);
  return { label, value: progress.done, max: Math.max(progress.total, 1) };
}

function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const id = useId();
  const t = useMessages(fileMessages);
  const format = useFormat();
  const { label, value, max } = describeProgress(progress, t, format.count);
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
  const t = useMessages(fileMessages);
  const format = useFormat();
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  // A row's number, as a spreadsheet shows it: not grouped in English; Bengali digits in Bangla.
  const rowNumber = useLanguage() === 'en' ? String : format.count;
  if (!(error instanceof CatalogueImportRefused)) {
    return (
      <p role="alert" className="alert alert-error">
        {t.notImported} {errorMessage(error)}
      </p>
    );
  }
  // Every problem of every row, under its row's number, in the order the file has them.
  const byRow = new Map<number, string[]>();
  for (const bad of error.rows) byRow.set(bad.row, [...(byRow.get(bad.row) ?? []), bad.message]);
  // The summary above, the rows below it at the section's full width: readable on a phone too.
  return (
    <div className="grid gap-3">
      {/* Only the summary is announced; the list can run to thousands of rows. */}
      <p role="alert" className="alert alert-error font-semibold">
        {translate(error.message)}
      </p>
      <ul
        aria-label={t.badRows}
        className="border-error/40 rounded-box divide-base-300 bg-base-100 max-h-[32rem] divide-y overflow-y-auto border"
      >
        {[...byRow].map(([row, problems]) => (
          <li key={row} className="grid gap-1 p-3">
            <span className="font-semibold">{t.row({ row: rowNumber(row) })}</span>
            <ul className="list-disc ps-5 [overflow-wrap:anywhere]">
              {problems.map((problem, index) => (
                <li key={index}>{translate(problem)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
