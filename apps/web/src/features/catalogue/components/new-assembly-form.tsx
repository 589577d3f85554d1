import { diagramEditorMessages, newAssemblyInputSchema } from '@motoforge/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField, InputField } from '@/components/ui/form-field';
import { VehicleSelect } from '@/components/ui/vehicle-select';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useErrorMessage, useTranslateMessage } from '@/lib/translate-message';
import { useCreateAssembly } from '../api/diagram-editor';
import { DRAWING_ACCEPT, drawingOf } from './drawing-file';

const formMessages = defineMessages('shop.newAssemblyForm', {
  heading: 'Add an assembly',
  intro:
    'A bike’s assembly (Front brake, Clutch…) with its drawing: an SVG, or a PNG, JPEG or WebP image. Its callouts are placed on the drawing next.',
  bike: 'Bike',
  chooseBike: 'Choose a bike',
  bikeRequired: 'Choose the bike this assembly belongs to',
  name: 'Name in English',
  nameBn: 'Name in Bangla (optional)',
  drawing: 'Drawing (SVG, PNG, JPEG or WebP)',
  add: 'Add the assembly',
  adding: 'Adding the assembly…',
});

/** What is wrong before sending: no bike, or the contract's English words, translated as shown. */
type Problems = { bike?: true } & Partial<Record<'name' | 'nameBn' | 'drawing', string>>;

/**
 * The back office's form for a new parts diagram (docs/product.md#parts-diagrams): the bike, the
 * assembly's names and its drawing; once added, its editor opens to place the callouts.
 */
export function NewAssemblyForm() {
  const t = useMessages(formMessages);
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateAssembly();
  const headingId = useId();
  const [vehicleId, setVehicleId] = useState('');
  const [name, setName] = useState('');
  const [nameBn, setNameBn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [isUploading, setIsUploading] = useState(false);
  // The refusal itself: its words are translated as they show, once the Bangla table is in.
  const [failure, setFailure] = useState<unknown>(null);
  const isBusy = isUploading || create.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const names = newAssemblyInputSchema.pick({ name: true, nameBn: true }).safeParse({ name, nameBn });
    const found: Problems = {};
    if (vehicleId === '') found.bike = true;
    if (!file) found.drawing = diagramEditorMessages.drawingRequired;
    for (const issue of names.error?.issues ?? []) found[issue.path[0] as 'name' | 'nameBn'] ??= issue.message;
    setProblems(found);
    if (Object.keys(found).length > 0 || !names.success || !file) return;
    setIsUploading(true);
    try {
      const drawing = await drawingOf(file);
      setIsUploading(false);
      const added = await create.mutateAsync({ vehicleId: Number(vehicleId), assembly: { ...names.data, drawing } });
      notify.success(diagramEditorMessages.assemblyCreated);
      await navigate(paths.dashboard.diagram.getHref(added.vehicleId, added.slug));
    } catch (error) {
      setFailure(error);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 mb-8 border shadow-sm">
      <form noValidate onSubmit={(event) => void submit(event)} className="card-body grid gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {t.heading}
        </h2>
        <p className="text-base-content/80 text-sm">{t.intro}</p>
        <div className="grid gap-4 md:grid-cols-3">
          <VehicleSelect
            label={t.bike}
            placeholder={t.chooseBike}
            value={vehicleId}
            onChange={setVehicleId}
            error={problems.bike ? t.bikeRequired : undefined}
          />
          <InputField
            label={t.name}
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.currentTarget.value)}
            error={problems.name && translate(problems.name)}
          />
          <InputField
            label={t.nameBn}
            lang="bn"
            value={nameBn}
            autoComplete="off"
            onChange={(event) => setNameBn(event.currentTarget.value)}
            error={problems.nameBn && translate(problems.nameBn)}
          />
        </div>
        <FormField label={t.drawing} error={problems.drawing && translate(problems.drawing)}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={DRAWING_ACCEPT}
              className="file-input w-full max-w-md"
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          )}
        </FormField>
        {failure !== null && (
          <p role="alert" className="text-error text-sm">
            {errorMessage(failure)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary" disabled={isBusy}>
            {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.add}
          </button>
          {isBusy && (
            <p role="status" className="text-sm">
              {t.adding}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
