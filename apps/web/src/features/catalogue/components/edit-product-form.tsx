import { zodResolver } from '@hookform/resolvers/zod';
import {
  backOfficeMessages,
  editablePartFieldsFormSchema,
  messages,
  type EditablePart,
  type EditPartInput,
} from '@motoforge/contract';
import { useMemo, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { z } from 'zod';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { ProductPhoto } from '@/components/ui/product-photo';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { defineMessages, useLanguage, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useTranslateMessage } from '@/lib/translate-message';
import { useEditPart } from '../api/edit-part';
import { useCategories } from '../api/get-categories';
import { useUploadPhoto } from '@/lib/upload-photo';
import { PHOTO_TYPES, ProductTextFields, UploadProgressBar } from './add-product-form';

const editMessages = defineMessages('shop.editProduct', {
  form: 'Edit Product',
  minimumOrder: 'Minimum Order',
  availableQuantity: 'Available Quantity',
  availableQuantityHint: 'To add a delivery, use Restock below: it adds to whatever orders have left.',
  lowStockThreshold: 'Low-stock threshold',
  lowStockThresholdHint: 'Listed as low on stock when this many or fewer are left.',
  price: 'Price (taka)',
  sku: 'SKU',
  category: 'Category',
  oemNumbers: 'OEM numbers',
  oemNumbersHint: 'One per line.',
  replaces: 'Replaces (old part numbers)',
  replacesHint:
    'One per line: numbers this part supersedes. A search for one finds this part, and a removed part with that number points here.',
  fitment: 'Fitment',
  fitmentHint:
    'One bike per line, as in the catalogue file: make|model|variant|yearFrom-yearTo (e.g. Honda|CB Shine||2015-2023). Empty: fitment not listed.',
  currentPhoto: 'Current photo',
  photo: 'Replace photo',
  photoHint: 'Optional: a JPEG, PNG, WebP or GIF photo of the part. Leave empty to keep the current one.',
  submit: 'Save',
  saving: 'Saving…',
  reload: 'Load the latest version',
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's fields: the API's rules, with the lists as lines of text and the photo as a file. */
const editProductFormSchema = editablePartFieldsFormSchema
  .omit({ img: true, oemNumbers: true, fitment: true, replaces: true })
  .extend({
    oemNumbers: z.string().pipe(z.string().transform(lines).pipe(editablePartFieldsFormSchema.shape.oemNumbers)),
    replaces: z.string().pipe(z.string().transform(lines).pipe(editablePartFieldsFormSchema.shape.replaces)),
    fitment: z.string().pipe(z.string().transform(lines).pipe(editablePartFieldsFormSchema.shape.fitment)),
    photo: z.custom<FileList>((value) => value instanceof FileList).optional(),
  });
type FormInput = z.input<typeof editProductFormSchema>;
type FormField = keyof FormInput;

/** The field a refusal of the API is about, when its words name one (the API answers no field). */
const FIELD_OF_REFUSAL: ReadonlyMap<string, FormField> = new Map<string, FormField>([
  [backOfficeMessages.skuTaken, 'sku'],
  [backOfficeMessages.categoryUnknown, 'category'],
  [backOfficeMessages.stockChanged, 'availableQuantity'],
  [messages.minimumOrderTooCostly, 'minimumOrder'],
]);
const fieldOfRefusal = (message: string): FormField | undefined =>
  FIELD_OF_REFUSAL.get(message) ??
  (message.startsWith('Fitment "') ? 'fitment' : message.startsWith('Old part number "') ? 'replaces' : undefined);

/** Every message of the form's errors, in the form's order (a list's entries each have theirs). */
function messagesOf(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  if ('message' in errors && typeof errors.message === 'string' && errors.message) return [errors.message];
  return Object.entries(errors).flatMap(([key, value]) => (key === 'ref' ? [] : messagesOf(value)));
}
const FIELD_ORDER: FormField[] = [
  'name',
  'nameBn',
  'description',
  'descriptionBn',
  'price',
  'minimumOrder',
  'availableQuantity',
  'lowStockThreshold',
  'sku',
  'category',
  'oemNumbers',
  'replaces',
  'fitment',
  'photo',
];

const toFormValues = (part: EditablePart): FormInput => ({
  name: part.name,
  nameBn: part.nameBn,
  description: part.description,
  descriptionBn: part.descriptionBn,
  price: String(part.price),
  minimumOrder: String(part.minimumOrder),
  availableQuantity: String(part.availableQuantity),
  lowStockThreshold: String(part.lowStockThreshold),
  sku: part.sku,
  category: part.category,
  oemNumbers: part.oemNumbers.join('\n'),
  replaces: part.replaces.join('\n'),
  fitment: part.fitment.join('\n'),
});

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

type FormFields = Omit<z.output<typeof editProductFormSchema>, 'photo'>;

/** What the form changed of the part: only that is sent, with the stock it was filled from. */
function changesOf(fields: FormFields, part: EditablePart): Partial<EditPartInput> {
  const changes: Partial<EditPartInput> = {};
  for (const key of ['name', 'nameBn', 'description', 'descriptionBn', 'sku', 'category'] as const) {
    if (fields[key] !== part[key]) changes[key] = fields[key];
  }
  for (const key of ['price', 'minimumOrder', 'lowStockThreshold'] as const) {
    if (fields[key] !== part[key]) changes[key] = fields[key];
  }
  if (fields.availableQuantity !== part.availableQuantity) {
    changes.availableQuantity = fields.availableQuantity;
    changes.availableQuantityWas = part.availableQuantity;
  }
  if (!sameList(fields.oemNumbers, part.oemNumbers)) changes.oemNumbers = fields.oemNumbers;
  if (!sameList(fields.replaces, part.replaces)) changes.replaces = fields.replaces;
  const fitment = fields.fitment.map((entry) => entry.text);
  if (!sameList(fitment, part.fitment)) changes.fitment = fitment;
  return changes;
}

type Refusal = { problems: string[]; isConflict: boolean };

/** Why the last save failed, at the top of the form, with the latest version offered after a conflict. */
function RefusalSummary({ refusal, onReload }: { refusal: Refusal; onReload: () => void }) {
  const t = useMessages(editMessages);
  const translate = useTranslateMessage();
  return (
    <div role="alert" className="alert alert-error alert-soft grid justify-items-start gap-2">
      <p className="font-semibold">{translate(backOfficeMessages.productNotSaved)}</p>
      <ul className="list-disc ps-5">
        {refusal.problems.map((problem, index) => (
          <li key={index}>{translate(problem)}</li>
        ))}
      </ul>
      {refusal.isConflict && (
        <button type="button" className="btn btn-sm" onClick={onReload}>
          {t.reload}
        </button>
      )}
    </div>
  );
}

type FieldsProps = { register: UseFormRegister<FormInput>; errors: FieldErrors<FormInput> };

/** Where the part sits in the catalogue: its SKU, category, OEM numbers, old numbers and fitment. */
function CatalogueFields({ part, register, errors }: FieldsProps & { part: EditablePart }) {
  const t = useMessages(editMessages);
  const language = useLanguage();
  const categories = useCategories();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t.sku}
          error={errors.sku?.message}
          type="text"
          autoComplete="off"
          registration={register('sku')}
        />
        <SelectField label={t.category} error={errors.category?.message} registration={register('category')}>
          {(categories.data ?? [{ slug: part.category, name: part.category, nameBn: '' }]).map((category) => (
            <option key={category.slug} value={category.slug}>
              {language === 'bn' && category.nameBn ? category.nameBn : category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label={t.oemNumbers}
        error={errors.oemNumbers?.message}
        hint={t.oemNumbersHint}
        rows={3}
        registration={register('oemNumbers')}
      />
      <TextareaField
        label={t.replaces}
        error={errors.replaces?.message}
        hint={t.replacesHint}
        rows={3}
        registration={register('replaces')}
      />
      <TextareaField
        label={t.fitment}
        error={errors.fitment?.message}
        hint={t.fitmentHint}
        rows={5}
        controlClassName="w-full font-mono text-sm"
        registration={register('fitment')}
      />
    </>
  );
}

/** The part's photo as it is, and a new one to put in its place. */
function PhotoField({ img, register, errors }: FieldsProps & { img: string }) {
  const t = useMessages(editMessages);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <figure className="grid gap-1">
        <ProductPhoto
          img={img}
          sizes="96px"
          alt=""
          width={96}
          height={96}
          className="bg-base-200 size-24 rounded-lg object-cover"
        />
        <figcaption className="text-sm">{t.currentPhoto}</figcaption>
      </figure>
      <InputField
        className="min-w-0 flex-1"
        label={t.photo}
        error={errors.photo?.message}
        hint={t.photoHint}
        type="file"
        accept={PHOTO_TYPES}
        registration={register('photo')}
      />
    </div>
  );
}

type EditProductFormProps = {
  part: EditablePart;
  /** Reads the part again (after a refusal because someone else saved it first). */
  onReload: () => void;
};

/**
 * Edit Product (docs/product.md#back-office): every field of the part and its photo. Only what changed is sent,
 * with the version the form was filled from, so a save over someone else's is refused, not lost.
 */
export function EditProductForm({ part, onReload }: EditProductFormProps) {
  const t = useMessages(editMessages);
  const uploadPhoto = useUploadPhoto();
  const editPart = useEditPart();
  /**
   * Why the last save failed, said at the top of the form (each field's own reason is also under
   * it); no toast, so a later "Product saved" never shows beside an old "not saved".
   */
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(editProductFormSchema), values: useMemo(() => toFormValues(part), [part]) });

  const refuse = (message: string, isConflict = false) => {
    const field = fieldOfRefusal(message);
    if (field) setError(field, { message }, { shouldFocus: true });
    setRefusal({ problems: [message], isConflict });
  };
  const onInvalid = (invalid: FieldErrors<FormInput>) =>
    setRefusal({ problems: FIELD_ORDER.flatMap((field) => messagesOf(invalid[field])), isConflict: false });

  const onSubmit = handleSubmit(async ({ photo, ...fields }) => {
    setRefusal(null);
    const changes = changesOf(fields, part);
    const file = photo?.item(0);
    if (file) {
      try {
        changes.img = await uploadPhoto.mutateAsync(file);
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          setError('photo', { message: toErrorMessage(error) });
        }
        setRefusal({ problems: [toErrorMessage(error)], isConflict: false });
        return;
      }
    }
    if (Object.keys(changes).length === 0) {
      setRefusal({ problems: [backOfficeMessages.noChanges], isConflict: false });
      return;
    }
    try {
      const saved = await editPart.mutateAsync({ id: part._id, input: { updatedAt: part.updatedAt, ...changes } });
      notify.success(backOfficeMessages.productSaved);
      reset(toFormValues(saved));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      const ofForm = fieldErrors.filter(({ field }) => (FIELD_ORDER as string[]).includes(field));
      for (const { field, message } of ofForm) setError(field as FormField, { message });
      if (ofForm.length > 0) setRefusal({ problems: ofForm.map(({ message }) => message), isConflict: false });
      else {
        const message = toErrorMessage(error);
        // Someone else's save came first: the latest version is offered (a taken SKU is not that).
        refuse(message, error instanceof ApiError && error.status === 409 && message !== backOfficeMessages.skuTaken);
      }
    }
  }, onInvalid);

  const numberField = (
    name: 'minimumOrder' | 'availableQuantity' | 'price' | 'lowStockThreshold',
    label: string,
    hint?: string,
  ) => (
    <InputField
      label={label}
      error={errors[name]?.message}
      hint={hint}
      type="text"
      inputMode={name === 'price' ? 'decimal' : 'numeric'}
      autoComplete="off"
      registration={register(name)}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.form} className="grid max-w-2xl gap-5">
      {refusal && <RefusalSummary refusal={refusal} onReload={onReload} />}
      <ProductTextFields
        errors={errors}
        registrations={{
          name: register('name'),
          nameBn: register('nameBn'),
          description: register('description'),
          descriptionBn: register('descriptionBn'),
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {numberField('price', t.price)}
        {numberField('minimumOrder', t.minimumOrder)}
        {numberField('availableQuantity', t.availableQuantity, t.availableQuantityHint)}
        {numberField('lowStockThreshold', t.lowStockThreshold, t.lowStockThresholdHint)}
      </div>
      <CatalogueFields part={part} register={register} errors={errors} />
      <PhotoField img={part.img} register={register} errors={errors} />
      {uploadPhoto.isPending && <UploadProgressBar progress={uploadPhoto.progress} />}
      <button type="submit" className="btn btn-primary justify-self-start" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {isSubmitting ? t.saving : t.submit}
      </button>
    </form>
  );
}
