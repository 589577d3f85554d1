import { zodResolver } from '@hookform/resolvers/zod';
import { messages, PHOTO_UPLOAD_TYPES, productFieldsFormSchema } from '@motoforge/contract';
import { defineMessages, useMessages } from '@/lib/i18n';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { notify } from '@/lib/notify';
import { z } from 'zod';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { useAddPart } from '../api/add-part';
import { type UploadProgress, useUploadPhoto } from '@/lib/upload-photo';

const addProductMessages = defineMessages('shop.addProduct', {
  form: 'Add Product',
  name: 'Product Name',
  nameBn: 'Name in Bangla',
  nameBnHint: 'Optional: Bangla pages show the English name until it has one.',
  description: 'Description',
  descriptionBn: 'Description in Bangla',
  minimumOrder: 'Minimum Order',
  availableQuantity: 'Available Quantity',
  price: 'Price (taka)',
  photo: 'Photo',
  photoHint: 'A JPEG, PNG, WebP or GIF photo of the part.',
  submit: 'Add Product',
  uploading: 'Uploading photo…',
});

/** What the server accepts (it judges the bytes too; this only narrows the file picker). */
export const PHOTO_TYPES = PHOTO_UPLOAD_TYPES.map((type) => type.mime).join(',');

// The product's rules are the API's own; the photo is a file here and becomes `img` once uploaded.
const addProductFormSchema = productFieldsFormSchema.and(
  z.object({
    photo: z.custom<FileList>((value) => value instanceof FileList && value.length > 0, messages.photoRequired),
  }),
);

/** Add Product (docs/product.md#validation): the photo is uploaded first, then the product is saved with its URL. */
export function AddProductForm() {
  const uploadPhoto = useUploadPhoto();
  const addPart = useAddPart();
  const t = useMessages(addProductMessages);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(addProductFormSchema),
    defaultValues: { name: '', nameBn: '', description: '', descriptionBn: '' },
  });

  const onSubmit = handleSubmit(async ({ photo, ...fields }) => {
    const file = photo.item(0);
    if (!file) return;
    let img: string;
    try {
      img = await uploadPhoto.mutateAsync(file);
    } catch (error) {
      // A refused photo (wrong type, too large) says why, where the admin can fix it.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setError('photo', { message: toErrorMessage(error) });
      }
      notify.error(messages.productNotAdded);
      return;
    }
    try {
      await addPart.mutateAsync({ ...fields, img });
      notify.success(messages.productAdded);
      reset();
    } catch {
      notify.error(messages.productNotAdded);
    }
  });

  // Text, not type="number": a browser's number field drops Bengali digits as they are typed.
  const numberField = (name: 'minimumOrder' | 'availableQuantity' | 'price', label: string, isWhole: boolean) => (
    <InputField
      label={label}
      error={errors[name]?.message}
      type="text"
      inputMode={isWhole ? 'numeric' : 'decimal'}
      autoComplete="off"
      registration={register(name)}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.form} className="grid max-w-2xl gap-5">
      <ProductTextFields
        errors={errors}
        registrations={{
          name: register('name'),
          nameBn: register('nameBn'),
          description: register('description'),
          descriptionBn: register('descriptionBn'),
        }}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {numberField('minimumOrder', t.minimumOrder, true)}
        {numberField('availableQuantity', t.availableQuantity, true)}
        {numberField('price', t.price, false)}
      </div>
      <InputField
        label={t.photo}
        error={errors.photo?.message}
        hint={t.photoHint}
        type="file"
        accept={PHOTO_TYPES}
        registration={register('photo')}
      />
      {uploadPhoto.isPending && <UploadProgressBar progress={uploadPhoto.progress} />}
      <button type="submit" className="btn btn-primary justify-self-start" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t.submit}
      </button>
    </form>
  );
}

export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const t = useMessages(addProductMessages);
  return <ProgressBar label={t.uploading} progress={progress} />;
}

type TextField = 'name' | 'nameBn' | 'description' | 'descriptionBn';

type ProductTextFieldsProps = {
  registrations: Record<TextField, UseFormRegisterReturn>;
  errors: Partial<Record<TextField, { message?: string }>>;
};

/** A product's name and description in English and Bangla: Add Product's and Edit Product's. */
export function ProductTextFields({ registrations, errors }: ProductTextFieldsProps) {
  const t = useMessages(addProductMessages);
  return (
    <>
      <InputField
        label={t.name}
        error={errors.name?.message}
        type="text"
        autoComplete="off"
        registration={registrations.name}
      />
      <InputField
        label={t.nameBn}
        error={errors.nameBn?.message}
        hint={t.nameBnHint}
        type="text"
        lang="bn"
        autoComplete="off"
        registration={registrations.nameBn}
      />
      <TextareaField
        label={t.description}
        error={errors.description?.message}
        rows={4}
        registration={registrations.description}
      />
      <TextareaField
        label={t.descriptionBn}
        error={errors.descriptionBn?.message}
        rows={4}
        lang="bn"
        registration={registrations.descriptionBn}
      />
    </>
  );
}
