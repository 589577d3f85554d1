import { zodResolver } from '@hookform/resolvers/zod';
import {
  shopSettingsFormSchema,
  shopSettingsMessages,
  type ShopSettings,
  type ShopSettingsInput,
} from '@motoforge/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { defineMessages, useLanguage, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { showRefusal } from '@/lib/show-refusal';
import { localDigits } from '@/lib/translate-message';
import { useShopSettings } from '../api/get-shop-settings';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import { CodRiskFields } from './cod-risk-fields';
import { DeadlineFields } from './deadline-fields';
import { ReturnFields } from './return-fields';
import { VatSettingsFields } from './vat-settings-fields';

const formMessages = defineMessages('shopSettings.form', {
  form: 'Delivery, cash on delivery and VAT',
  insideDhaka: 'Delivery fee inside Dhaka district (taka)',
  outsideDhaka: 'Delivery fee outside Dhaka district (taka)',
  feeHint: 'Whole taka; 0 delivers free.',
  codMax: 'Cash-on-delivery limit (taka)',
  codMaxHint: 'Orders whose total, delivery included, is above this must be paid online.',
  save: 'Save',
  saving: 'Saving…',
});

const FORM_FIELDS = [
  'deliveryFee.insideDhaka',
  'deliveryFee.outsideDhaka',
  'codMax',
  'vat.sellerName',
  'vat.sellerAddress',
  'vat.bin',
  'vat.rate',
  'vat.invoicePrefix',
  'codRisk.threshold',
  'deadlines.deliveryDaysSameCity',
  'deadlines.deliveryDaysElsewhere',
  'deadlines.complaintHours',
  'deadlines.refundDays',
  'returns.windowDays',
  'returns.address',
] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** The admin's delivery fees, COD ceiling and VAT settings (docs/product.md#back-office): loaded, then the form. */
export function ShopSettingsForm() {
  const settings = useShopSettings();
  return <QueryContent query={settings}>{(saved) => <SettingsFields saved={saved} />}</QueryContent>;
}

function SettingsFields({ saved }: { saved: ShopSettings }) {
  const t = useMessages(formMessages);
  const language = useLanguage();
  const update = useUpdateShopSettings();
  // As typed: text in the page's digits, which the contract's rule reads in either script.
  const typed = (taka: number) => localDigits(language, String(taka));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof shopSettingsFormSchema>, unknown, ShopSettingsInput>({
    resolver: zodResolver(shopSettingsFormSchema),
    defaultValues: {
      deliveryFee: {
        insideDhaka: typed(saved.deliveryFee.insideDhaka),
        outsideDhaka: typed(saved.deliveryFee.outsideDhaka),
      },
      codMax: typed(saved.codMax),
      vat: { ...saved.vat, rate: localDigits(language, String(saved.vat.rate)) },
      codRisk: { threshold: typed(saved.codRisk.threshold), action: saved.codRisk.action },
      deadlines: {
        deliveryDaysSameCity: typed(saved.deadlines.deliveryDaysSameCity),
        deliveryDaysElsewhere: typed(saved.deadlines.deliveryDaysElsewhere),
        complaintHours: typed(saved.deadlines.complaintHours),
        refundDays: typed(saved.deadlines.refundDays),
      },
      returns: { windowDays: typed(saved.returns.windowDays), address: saved.returns.address },
    },
  });

  const onRefused = (error: unknown) => showRefusal(error, FORM_FIELDS, setError);

  const onSubmit = handleSubmit((input) =>
    update.mutate(input, { onSuccess: () => notify.success(shopSettingsMessages.saved), onError: onRefused }),
  );

  const takaField = (name: FormField, label: string, error: string | undefined, hint: string) => (
    <InputField
      label={label}
      error={error}
      hint={hint}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      controlClassName="w-full max-w-xs"
      registration={register(name)}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.form} className="grid max-w-xl gap-5">
      {takaField('deliveryFee.insideDhaka', t.insideDhaka, errors.deliveryFee?.insideDhaka?.message, t.feeHint)}
      {takaField('deliveryFee.outsideDhaka', t.outsideDhaka, errors.deliveryFee?.outsideDhaka?.message, t.feeHint)}
      {takaField('codMax', t.codMax, errors.codMax?.message, t.codMaxHint)}
      <CodRiskFields register={register} errors={errors} />
      <DeadlineFields register={register} errors={errors} />
      <ReturnFields register={register} errors={errors} />
      <VatSettingsFields register={register} errors={errors} />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={update.isPending}>
        {update.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {update.isPending ? t.saving : t.save}
      </button>
    </form>
  );
}
