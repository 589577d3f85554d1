import {
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_IDS,
  RETURN_REASON_LABELS,
  returnMessages,
  type OrderReturns,
  type ReturnReasonId,
} from '@motoforge/contract';
import { type FormEvent, useId, useState } from 'react';
import { TextareaField } from '@/components/ui/form-field';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUploadPhoto } from '@/lib/upload-photo';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useRequestReturn } from '../api/change-return';
import { useGuaranteedBike } from '../hooks/use-guaranteed-bike';

const formMessages = defineMessages('returns.returnRequestForm', {
  legend: 'Which parts are you returning?',
  returnThis: params('Return {name}'),
  quantity: 'How many',
  reason: 'Why',
  chooseReason: 'Choose a reason',
  guarantee: params(
    'Fit guarantee: we said it fits your {bike}. If it does not, you get all your money back and we pay the way back.',
  ),
  note: 'Anything we should know (optional)',
  photos: 'Photos (optional)',
  photosHint: params('Up to {max} photos of the part, its box or its label.'),
  uploading: 'Uploading the photo…',
  removePhoto: params('Remove photo {number}'),
  photoAlt: params('Your photo {number}'),
  send: 'Ask to return these parts',
  sending: 'Sending…',
  cancel: 'Cancel',
});

type Choice = { isChosen: boolean; quantity: string; reason: ReturnReasonId | '' };
const UNCHOSEN: Choice = { isChosen: false, quantity: '1', reason: '' };

/**
 * The buyer's request to return parts of a delivered order (docs/returns.md): which lines, how
 * many, why, an optional note and photos. The server checks every rule again; its refusal is shown
 * here in the page's language, and what was typed stays.
 */
export function ReturnRequestForm({
  orderId,
  lines,
  onDone,
  onSent,
}: {
  orderId: string;
  lines: OrderReturns['lines'];
  /** Closed without asking. */
  onDone: () => void;
  /** The request was made. */
  onSent: () => void;
}) {
  const t = useMessages(formMessages);
  const language = useLanguage();
  const text = useCatalogueText();
  const guaranteedBike = useGuaranteedBike();
  const format = useFormat();
  const translate = useTranslateMessage();
  const request = useRequestReturn();
  const upload = useUploadPhoto('/api/returns/photos');
  const returnable = lines.filter((line) => line.returnable > 0);
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(
      returnable.map((line) => [line.partId, { isChosen: returnable.length === 1, quantity: '1', reason: '' }]),
    ),
  );
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const photosId = useId();

  const choose = (partId: string, change: Partial<Choice>) =>
    setChoices((before) => ({ ...before, [partId]: { ...(before[partId] ?? UNCHOSEN), ...change } }));
  const choiceOf = (partId: string) => choices[partId] ?? UNCHOSEN;

  const addPhoto = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (url) => setPhotos((before) => [...before, url]) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = returnable.filter((line) => choiceOf(line.partId).isChosen);
    if (chosen.length === 0) return setProblem(returnMessages.linesRequired);
    if (chosen.some((line) => !choiceOf(line.partId).reason)) return setProblem(returnMessages.reasonInvalid);
    setProblem(null);
    request.mutate(
      {
        orderId,
        request: {
          lines: chosen.map((line) => ({
            partId: line.partId,
            quantity: Number(choiceOf(line.partId).quantity),
            reason: choiceOf(line.partId).reason as ReturnReasonId,
          })),
          ...(note.trim() ? { note } : {}),
          photos,
        },
      },
      { onSuccess: onSent, onError: (error) => setProblem(toErrorMessage(error)) },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby={legendId}>
      <h3 id={legendId} className="font-semibold">
        {t.legend}
      </h3>
      {problem && (
        <p role="alert" className="alert alert-error alert-soft border-error border wrap-anywhere">
          {translate(problem)}
        </p>
      )}
      <ul className="grid gap-3">
        {returnable.map((line) => {
          const choice = choiceOf(line.partId);
          return (
            <li key={line.partId} className="border-base-300 grid gap-3 rounded-box border p-3">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="checkbox checkbox-primary mt-0.5"
                  checked={choice.isChosen}
                  onChange={(event) => choose(line.partId, { isChosen: event.currentTarget.checked })}
                />
                <span className="font-medium wrap-anywhere">
                  {t.returnThis({ name: text(line.productName, line.productNameBn) })}{' '}
                  <span className="text-base-content/70 font-normal">{format.taka(line.price)}</span>
                </span>
              </label>
              {choice.isChosen && (
                <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
                  <label className="grid gap-1">
                    <span className="text-sm font-medium">{t.quantity}</span>
                    <select
                      className="select w-full"
                      value={choice.quantity}
                      onChange={(event) => choose(line.partId, { quantity: event.currentTarget.value })}
                    >
                      {Array.from({ length: line.returnable }, (_, index) => String(index + 1)).map((count) => (
                        <option key={count} value={count}>
                          {format.count(Number(count))}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="grid gap-1">
                    <span className="text-sm font-medium">{t.reason}</span>
                    <select
                      className="select w-full"
                      value={choice.reason}
                      onChange={(event) =>
                        choose(line.partId, { reason: event.currentTarget.value as ReturnReasonId | '' })
                      }
                    >
                      <option value="">{t.chooseReason}</option>
                      {RETURN_REASON_IDS.map((reason) => (
                        <option key={reason} value={reason}>
                          {RETURN_REASON_LABELS[language][reason]}
                        </option>
                      ))}
                    </select>
                  </label>
                  {line.fitsBike && choice.reason === 'does-not-fit' && (
                    <p className="border-success text-base-content rounded-box border-s-4 bg-base-200 p-2 text-sm sm:col-span-2">
                      {t.guarantee({ bike: guaranteedBike(line.fitsBike, line.fitsVehicle) })}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <TextareaField
        label={t.note}
        maxLength={RETURN_NOTE_MAX}
        rows={3}
        value={note}
        onInput={(event) => setNote(event.currentTarget.value)}
      />
      <div className="grid gap-2">
        <label htmlFor={photosId} className="font-medium">
          {t.photos}
        </label>
        <input
          id={photosId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="file-input w-full max-w-sm"
          disabled={upload.isPending || photos.length >= RETURN_PHOTOS_MAX}
          onChange={(event) => {
            addPhoto(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
          aria-describedby={`${photosId}-hint`}
        />
        <p id={`${photosId}-hint`} className="text-base-content/70 text-sm">
          {t.photosHint({ max: format.count(RETURN_PHOTOS_MAX) })}
        </p>
        {upload.isPending && <ProgressBar label={t.uploading} progress={upload.progress} className="w-full max-w-sm" />}
        {upload.isError && (
          <p role="alert" className="text-error text-sm">
            {translate(toErrorMessage(upload.error))}
          </p>
        )}
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {photos.map((url, index) => (
              <li key={url} className="relative">
                <img
                  src={url}
                  alt={t.photoAlt({ number: format.count(index + 1) })}
                  className="size-20 rounded-box object-cover"
                />
                <button
                  type="button"
                  className="btn btn-circle btn-xs absolute -end-2 -top-2"
                  aria-label={t.removePhoto({ number: format.count(index + 1) })}
                  onClick={() => setPhotos((before) => before.filter((kept) => kept !== url))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={request.isPending || upload.isPending}>
          {request.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {request.isPending ? t.sending : t.send}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={request.isPending}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
