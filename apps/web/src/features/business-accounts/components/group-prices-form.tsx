import { zodResolver } from '@hookform/resolvers/zod';
import {
  groupPriceMessages,
  groupPricesFormSchema,
  type Category,
  type CustomerGroup,
  type GroupPricesInput,
} from '@motoforge/contract';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, SelectField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { showRefusal } from '@/lib/show-refusal';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useCustomerGroup, useSetGroupPrices } from '../api/get-customer-group';

const formMessages = defineMessages('businessAccounts.groupPrices', {
  form: params('Prices of the group {name}'),
  minimumOrder: 'Minimum order value (taka)',
  minimumOrderHint: 'Before delivery; 0 asks no minimum.',
  discounts: 'Discounts off the list price',
  discountsHint: 'For a category, or for one part by its number; a part’s own discount wins over its category’s.',
  category: 'Category',
  noCategory: 'No category: a part',
  sku: 'Part number',
  percent: 'Discount (%)',
  addDiscount: 'Add a discount',
  breaks: 'Quantity breaks',
  breaksHint: 'From this quantity of one line on, a further discount off the group’s price.',
  minQuantity: 'From quantity',
  removeDiscount: params('Remove discount {number}'),
  removeBreak: params('Remove break {number}'),
  addBreak: 'Add a break',
  save: 'Save prices',
  saving: 'Saving…',
});

type FormValues = z.input<typeof groupPricesFormSchema>;

/** The admin's rules of one group's prices (docs/product.md#group-prices): loaded, then the form. */
export function GroupPricesForm({ groupId, categories }: { groupId: string; categories: Category[] }) {
  const group = useCustomerGroup(groupId);
  return <QueryContent query={group}>{(saved) => <RulesForm saved={saved} categories={categories} />}</QueryContent>;
}

function RulesForm({ saved, categories }: { saved: CustomerGroup; categories: Category[] }) {
  const t = useMessages(formMessages);
  const text = useCatalogueText();
  const save = useSetGroupPrices();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, GroupPricesInput>({
    resolver: zodResolver(groupPricesFormSchema),
    defaultValues: { minimumOrder: saved.minimumOrder, discounts: saved.discounts, breaks: saved.breaks },
  });
  const discounts = useFieldArray({ control, name: 'discounts' });
  const breaks = useFieldArray({ control, name: 'breaks' });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: saved.id, input },
      {
        onSuccess: () => notify.success(groupPriceMessages.saved),
        onError: (error) => showRefusal(error, ['minimumOrder'] as const, setError),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.form({ name: saved.name })} className="grid max-w-3xl gap-6">
      <InputField
        label={t.minimumOrder}
        hint={t.minimumOrderHint}
        error={errors.minimumOrder?.message}
        inputMode="numeric"
        autoComplete="off"
        controlClassName="w-full max-w-xs"
        registration={register('minimumOrder')}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-bold">{t.discounts}</legend>
        <p className="text-base-content/70 text-sm">{t.discountsHint}</p>
        {discounts.fields.map((field, index) => (
          <div
            key={field.id}
            className="bg-base-200 rounded-box grid gap-3 p-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end"
          >
            <SelectField
              label={t.category}
              error={errors.discounts?.[index]?.category?.message}
              registration={register(`discounts.${index}.category`)}
            >
              <option value="">{t.noCategory}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {text(category.name, category.nameBn)}
                </option>
              ))}
            </SelectField>
            <InputField
              label={t.sku}
              error={errors.discounts?.[index]?.sku?.message}
              autoComplete="off"
              registration={register(`discounts.${index}.sku`)}
            />
            <InputField
              label={t.percent}
              error={errors.discounts?.[index]?.percent?.message}
              inputMode="decimal"
              autoComplete="off"
              registration={register(`discounts.${index}.percent`)}
            />
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => discounts.remove(index)}>
              {t.removeDiscount({ number: index + 1 })}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-outline btn-sm justify-self-start"
          onClick={() => discounts.append({ category: '', sku: '', percent: '' })}
        >
          {t.addDiscount}
        </button>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-bold">{t.breaks}</legend>
        <p className="text-base-content/70 text-sm">{t.breaksHint}</p>
        {breaks.fields.map((field, index) => (
          <div
            key={field.id}
            className="bg-base-200 rounded-box grid gap-3 p-3 sm:grid-cols-[10rem_8rem_auto] sm:items-end"
          >
            <InputField
              label={t.minQuantity}
              error={errors.breaks?.[index]?.minQuantity?.message}
              inputMode="numeric"
              autoComplete="off"
              registration={register(`breaks.${index}.minQuantity`)}
            />
            <InputField
              label={t.percent}
              error={errors.breaks?.[index]?.percent?.message}
              inputMode="decimal"
              autoComplete="off"
              registration={register(`breaks.${index}.percent`)}
            />
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => breaks.remove(index)}>
              {t.removeBreak({ number: index + 1 })}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-outline btn-sm justify-self-start"
          onClick={() => breaks.append({ minQuantity: '', percent: '' })}
        >
          {t.addBreak}
        </button>
      </fieldset>
      <button type="submit" className="btn btn-primary justify-self-start" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </button>
    </form>
  );
}
