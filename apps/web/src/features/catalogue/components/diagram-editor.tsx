import {
  type CalloutInput,
  calloutInputSchema,
  CALLOUT_NOTE_MAX,
  diagramEditorMessages,
  type EditorAssembly,
  type EditorCallout,
} from '@motoforge/contract';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { useBikeNames } from '@/hooks/use-bike-names';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { localDigits, useTranslateMessage } from '@/lib/translate-message';
import { useChangeCallout, useEditorAssembly, useSaveDrawing } from '../api/diagram-editor';
import { CalloutPartPicker } from './callout-part-picker';
import { DRAWING_ACCEPT, drawingOf } from './drawing-file';

const editorMessages = defineMessages('shop.diagramEditor', {
  drawing: params('The drawing of {name}'),
  placeHere: 'Place a callout here: click the drawing where it goes (Enter places it in the middle)',
  calloutButton: params('Callout {number}: {part}. Arrow keys move it; Enter edits it'),
  replaceDrawing: 'Replace the drawing (SVG, PNG, JPEG or WebP)',
  uploading: 'Uploading the drawing…',
  empty: 'No callouts yet: click the drawing to place one',
  calloutsTable: 'Callouts on this drawing',
  editColumn: 'Edit',
  number: 'Number',
  part: 'Part',
  quantity: 'Quantity',
  yearFrom: 'From year',
  yearTo: 'To year',
  yearsHint: 'Leave both empty when it fits every year of the bike',
  note: 'Note',
  years: 'Years',
  everyYear: 'Every year',
  edit: params('Edit callout {number}'),
  newCallout: params('New callout at {x}% across, {y}% down'),
  editCallout: params('Callout {number}'),
  save: 'Save the callout',
  remove: 'Remove the callout',
  cancel: 'Cancel',
  position: params('{x}% across, {y}% down'),
  heading: params('{assembly}: {bike}'),
  allDiagrams: 'All parts diagrams',
  riderPage: 'See it as riders do',
  howTo:
    'Drag a number to move it, or choose it and use the arrow keys (Shift moves further). Choose a number to edit or remove it.',
});

type Draft = {
  /** null: a callout not placed yet. */
  id: number | null;
  number: string;
  x: number;
  y: number;
  sku: string;
  partName: string;
  quantity: string;
  yearFrom: string;
  yearTo: string;
  note: string;
};

/** One arrow press moves a callout 1% of the drawing; with Shift, 5%. */
const STEP = 0.01;
const BIG_STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (value: number) => Math.round(value * 100);
const yearOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

const draftOf = (callout: EditorCallout): Draft => ({
  id: callout.id,
  number: String(callout.number),
  x: callout.x,
  y: callout.y,
  sku: callout.sku,
  partName: callout.partName,
  quantity: String(callout.quantity),
  yearFrom: callout.yearFrom === null ? '' : String(callout.yearFrom),
  yearTo: callout.yearTo === null ? '' : String(callout.yearTo),
  note: callout.note,
});

const inputOf = (callout: EditorCallout, x: number, y: number): CalloutInput => ({
  number: callout.number,
  x,
  y,
  sku: callout.sku,
  quantity: callout.quantity,
  yearFrom: callout.yearFrom,
  yearTo: callout.yearTo,
  note: callout.note,
});

/**
 * The back office's editor of one parts diagram (docs/product.md#parts-diagrams): the drawing with
 * its callouts, each a button that a mouse drags and the arrow keys move; a click on the drawing
 * places a new one, whose part is chosen by the catalogue's search.
 */
export function DiagramEditor({ vehicleId, slug }: { vehicleId: number; slug: string }) {
  const assembly = useEditorAssembly(vehicleId, slug);
  return (
    <QueryContent query={assembly}>{(data) => <EditorOf key={`${vehicleId}/${slug}`} assembly={data} />}</QueryContent>
  );
}

function EditorOf({ assembly }: { assembly: EditorAssembly }) {
  const t = useMessages(editorMessages);
  const format = useFormat();
  const language = useLanguage();
  const bikeNames = useBikeNames();
  const change = useChangeCallout(assembly.vehicleId, assembly.slug);
  const [draft, setDraft] = useState<Draft | null>(null);
  /** Where callouts being dragged or moved by key sit until the server has them. */
  const [moved, setMoved] = useState<Record<number, { x: number; y: number }>>({});
  const drag = useRef<{ id: number; hasMoved: boolean } | null>(null);
  const drawingRef = useRef<HTMLDivElement>(null);
  const name = language === 'bn' && assembly.nameBn ? assembly.nameBn : assembly.name;
  const where = (callout: EditorCallout) => moved[callout.id] ?? { x: callout.x, y: callout.y };

  const nextNumber = () => Math.max(0, ...assembly.callouts.map((callout) => callout.number)) + 1;
  const startNew = (x: number, y: number) =>
    setDraft({
      id: null,
      number: String(nextNumber()),
      x: clamp(x),
      y: clamp(y),
      sku: '',
      partName: '',
      quantity: '1',
      yearFrom: '',
      yearTo: '',
      note: '',
    });

  const saveMove = (callout: EditorCallout, to: { x: number; y: number }) => {
    setMoved((all) => ({ ...all, [callout.id]: to }));
    change.mutate(
      { kind: 'change', id: callout.id, callout: inputOf(callout, to.x, to.y) },
      {
        onError: (error) => notify.error(toErrorMessage(error)),
        onSettled: () =>
          setMoved((all) => {
            const rest = { ...all };
            delete rest[callout.id];
            return rest;
          }),
      },
    );
  };

  const fractionAt = (event: { clientX: number; clientY: number }) => {
    const box = drawingRef.current?.getBoundingClientRect();
    if (!box) return { x: 0.5, y: 0.5 };
    return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
  };

  const onCalloutPointerDown = (callout: EditorCallout) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: callout.id, hasMoved: false };
  };
  const onCalloutPointerMove = (callout: EditorCallout) => (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.id !== callout.id) return;
    drag.current.hasMoved = true;
    const to = fractionAt(event);
    setMoved((all) => ({ ...all, [callout.id]: to }));
  };
  const onCalloutPointerUp = (callout: EditorCallout) => (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.id !== callout.id) return;
    if (drag.current.hasMoved) saveMove(callout, fractionAt(event));
    else drag.current = null;
  };
  const onCalloutClick = (callout: EditorCallout) => {
    // The click that ends a drag is no choice of the callout.
    if (drag.current?.hasMoved) {
      drag.current = null;
      return;
    }
    setDraft(draftOf(callout));
  };
  const onCalloutKeyDown = (callout: EditorCallout) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const by = moves[event.key];
    if (!by) return;
    event.preventDefault();
    const from = where(callout);
    saveMove(callout, { x: clamp(from.x + by[0]), y: clamp(from.y + by[1]) });
  };

  const bike = `${bikeNames.make(assembly)} ${bikeNames.model(assembly)}`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-3">
        <h1 className="text-3xl font-extrabold wrap-anywhere">{t.heading({ assembly: name, bike })}</h1>
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link to={paths.dashboard.diagrams.getHref()} className="link">
            {t.allDiagrams}
          </Link>
          <Link to={paths.assembly.getHref(assembly.vehicleId, assembly.slug)} className="link">
            {t.riderPage}
          </Link>
        </p>
        <p className="text-base-content/80 text-sm">{t.howTo}</p>
        <DrawingUpload assembly={assembly} />
        <div
          ref={drawingRef}
          className="border-base-300 relative w-full touch-none overflow-hidden rounded-box border bg-white select-none"
          style={{ aspectRatio: `${assembly.width} / ${assembly.height}` }}
        >
          <button
            type="button"
            className="absolute inset-0 h-full w-full cursor-crosshair"
            aria-label={t.placeHere}
            title={t.placeHere}
            onClick={(event) => {
              // A click by keyboard (detail 0) has no place on the drawing: the middle, to move by arrows.
              const at = event.detail === 0 ? { x: 0.5, y: 0.5 } : fractionAt(event);
              startNew(at.x, at.y);
            }}
          >
            <img
              src={assembly.drawing}
              alt={t.drawing({ name })}
              width={assembly.width}
              height={assembly.height}
              className="pointer-events-none h-full w-full"
              draggable={false}
            />
          </button>
          {assembly.callouts.map((callout) => {
            const at = where(callout);
            const isChosen = draft?.id === callout.id;
            return (
              <button
                key={callout.id}
                type="button"
                aria-label={t.calloutButton({
                  number: format.count(callout.number),
                  part: `${callout.partName} (${callout.sku})`,
                })}
                aria-pressed={isChosen}
                className={`btn btn-circle btn-sm absolute -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none ${isChosen ? 'btn-primary' : 'btn-neutral'}`}
                style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
                onPointerDown={onCalloutPointerDown(callout)}
                onPointerMove={onCalloutPointerMove(callout)}
                onPointerUp={onCalloutPointerUp(callout)}
                onClick={() => onCalloutClick(callout)}
                onKeyDown={onCalloutKeyDown(callout)}
              >
                {format.count(callout.number)}
              </button>
            );
          })}
          {draft?.id === null && (
            <span
              aria-hidden="true"
              className="badge badge-secondary pointer-events-none absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: `${draft.x * 100}%`, top: `${draft.y * 100}%` }}
            >
              {format.count(Number(draft.number))}
            </span>
          )}
        </div>
        <CalloutsTable assembly={assembly} onEdit={(callout) => setDraft(draftOf(callout))} />
      </div>
      {draft && <CalloutForm key={draft.id ?? 'new'} assembly={assembly} draft={draft} onDone={() => setDraft(null)} />}
    </div>
  );
}

function CalloutsTable({ assembly, onEdit }: { assembly: EditorAssembly; onEdit: (callout: EditorCallout) => void }) {
  const t = useMessages(editorMessages);
  const format = useFormat();
  const language = useLanguage();
  if (assembly.callouts.length === 0) {
    return <p className="bg-base-200 text-base-content/80 rounded-box p-4 text-center">{t.empty}</p>;
  }
  return (
    <StackedTable columns={[t.part, t.quantity, t.years, t.editColumn]} aria-label={t.calloutsTable} isDense>
      {assembly.callouts.map((callout) => (
        <tr key={callout.id} role="row">
          <th scope="row" role="rowheader" className="font-normal wrap-anywhere">
            <span className="font-semibold">{format.count(callout.number)}.</span> {callout.partName}{' '}
            <span className="text-base-content/80">({callout.sku})</span>
            {callout.note && <span className="text-base-content/80 block text-sm">{callout.note}</span>}
          </th>
          <StackedCell column={t.quantity}>{format.count(callout.quantity)}</StackedCell>
          <StackedCell column={t.years}>
            {callout.yearFrom === null && callout.yearTo === null
              ? t.everyYear
              : localDigits(language, `${callout.yearFrom ?? ''}–${callout.yearTo ?? ''}`)}
          </StackedCell>
          <StackedCell column={t.editColumn}>
            <button type="button" className="btn btn-outline btn-xs" onClick={() => onEdit(callout)}>
              {t.edit({ number: format.count(callout.number) })}
            </button>
          </StackedCell>
        </tr>
      ))}
    </StackedTable>
  );
}

type CalloutFormProps = {
  assembly: EditorAssembly;
  draft: Draft;
  onDone: () => void;
};

/** A callout's part, number, quantity, years and note; for one already placed, Remove too. */
function CalloutForm({ assembly, draft: initial, onDone }: CalloutFormProps) {
  const t = useMessages(editorMessages);
  const format = useFormat();
  const translate = useTranslateMessage();
  const change = useChangeCallout(assembly.vehicleId, assembly.slug);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof CalloutInput, string>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened by a click on the drawing or a number's Enter: the form is next, below it on a phone.
  useEffect(() => headingRef.current?.focus(), []);
  const set = (field: keyof Draft) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [field]: event.currentTarget.value });
  const current = assembly.callouts.find((callout) => callout.id === draft.id);
  const x = current?.x ?? draft.x;
  const y = current?.y ?? draft.y;

  const onSave = () => {
    const parsed = calloutInputSchema.safeParse({
      number: Number(draft.number),
      x,
      y,
      sku: draft.sku,
      quantity: Number(draft.quantity),
      yearFrom: yearOrNull(draft.yearFrom),
      yearTo: yearOrNull(draft.yearTo),
      note: draft.note,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as typeof errors,
      );
      return;
    }
    setErrors({});
    change.mutate(
      draft.id === null
        ? { kind: 'place', callout: parsed.data }
        : { kind: 'change', id: draft.id, callout: parsed.data },
      {
        onSuccess: () => {
          notify.success(diagramEditorMessages.calloutSaved);
          onDone();
        },
      },
    );
  };
  const onRemove = () => {
    if (draft.id === null) return;
    change.mutate(
      { kind: 'remove', id: draft.id },
      {
        onSuccess: () => {
          notify.success(diagramEditorMessages.calloutRemoved);
          onDone();
        },
      },
    );
  };

  const heading =
    draft.id === null
      ? t.newCallout({ x: format.count(percent(x)), y: format.count(percent(y)) })
      : t.editCallout({ number: format.count(Number(initial.number)) });
  return (
    <section aria-labelledby="callout-form-heading" className="bg-base-200 grid content-start gap-3 rounded-box p-4">
      <h2 id="callout-form-heading" ref={headingRef} tabIndex={-1} className="text-lg font-bold">
        {heading}
      </h2>
      {draft.id !== null && (
        <p className="text-base-content/70 text-sm">
          {t.position({ x: format.count(percent(x)), y: format.count(percent(y)) })}
        </p>
      )}
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <CalloutPartPicker
          chosen={draft.sku ? { sku: draft.sku, name: draft.partName } : null}
          error={errors.sku}
          onChoose={(part) => setDraft({ ...draft, sku: part.sku, partName: part.name })}
        />
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t.number} error={errors.number}>
            {(control) => (
              <input
                {...control}
                className="input w-full"
                inputMode="numeric"
                value={draft.number}
                onChange={set('number')}
              />
            )}
          </FormField>
          <FormField label={t.quantity} error={errors.quantity}>
            {(control) => (
              <input
                {...control}
                className="input w-full"
                inputMode="numeric"
                value={draft.quantity}
                onChange={set('quantity')}
              />
            )}
          </FormField>
          <FormField label={t.yearFrom} error={errors.yearFrom}>
            {(control) => (
              <input
                {...control}
                className="input w-full"
                inputMode="numeric"
                value={draft.yearFrom}
                onChange={set('yearFrom')}
              />
            )}
          </FormField>
          <FormField label={t.yearTo} error={errors.yearTo}>
            {(control) => (
              <input
                {...control}
                className="input w-full"
                inputMode="numeric"
                value={draft.yearTo}
                onChange={set('yearTo')}
              />
            )}
          </FormField>
        </div>
        <p className="text-base-content/70 text-sm">{t.yearsHint}</p>
        <FormField label={t.note} error={errors.note}>
          {(control) => (
            <input
              {...control}
              className="input w-full"
              maxLength={CALLOUT_NOTE_MAX}
              value={draft.note}
              onChange={set('note')}
            />
          )}
        </FormField>
        {change.isError && (
          <p role="alert" className="text-error">
            {translate(toErrorMessage(change.error))}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {t.save}
          </button>
          {draft.id !== null && (
            <button type="button" className="btn btn-error" disabled={change.isPending} onClick={onRemove}>
              {t.remove}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            {t.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The drawing replaced by a file the admin picks (drawing-file.ts). */
function DrawingUpload({ assembly }: { assembly: EditorAssembly }) {
  const t = useMessages(editorMessages);
  const save = useSaveDrawing(assembly.vehicleId, assembly.slug);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File) => {
    setError(null);
    setIsUploading(true);
    try {
      await save.mutateAsync(await drawingOf(file));
      notify.success(diagramEditorMessages.drawingSaved);
    } catch (failure) {
      setError(toErrorMessage(failure));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <FormField label={t.replaceDrawing} error={error ?? undefined} labelClassName="text-sm font-medium">
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            accept={DRAWING_ACCEPT}
            className="file-input w-full max-w-md"
            disabled={isUploading}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void onFile(file);
            }}
          />
          {isUploading && (
            <p role="status" className="text-sm">
              {t.uploading}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}
