import type { shopSettingsFormSchema } from '@motoforge/contract';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { defineMessages, useMessages } from '@/lib/i18n';

const vatMessages = defineMessages('shopSettings.vat', {
  legend: 'VAT invoices (Mushak 6.3)',
  sellerName: 'Seller’s name on invoices',
  sellerAddress: 'Seller’s address on invoices',
  bin: 'The shop’s BIN',
  binHint: '13 digits; leave empty until the shop is registered.',
  rate: 'VAT rate (%)',
  rateHint: 'From 0 to 100, with up to two decimals; 15 is the standard rate.',
  pricesIncludeVat: 'Prices include VAT',
  pricesIncludeVatHint: 'Unticked, invoices add the VAT to the prices.',
  invoicePrefix: 'Invoice number prefix',
  invoicePrefixHint: 'Up to 10 capital letters, digits or dashes: MF gives MF-2026-27-000001.',
});

type Form = z.input<typeof shopSettingsFormSchema>;

/** The settings form's VAT part (docs/decisions/051-vat-invoices.md): new invoices are issued with them. */
export function VatSettingsFields({
  register,
  errors,
}: {
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
}) {
  const t = useMessages(vatMessages);
  const includeHintId = useId();
  const vatErrors = errors.vat;
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-2 text-lg font-bold">{t.legend}</legend>
      <InputField
        label={t.sellerName}
        error={vatErrors?.sellerName?.message}
        autoComplete="organization"
        registration={register('vat.sellerName')}
      />
      <TextareaField
        label={t.sellerAddress}
        error={vatErrors?.sellerAddress?.message}
        rows={2}
        registration={register('vat.sellerAddress')}
      />
      <InputField
        label={t.bin}
        error={vatErrors?.bin?.message}
        hint={t.binHint}
        inputMode="numeric"
        autoComplete="off"
        controlClassName="w-full max-w-xs"
        registration={register('vat.bin')}
      />
      <InputField
        label={t.rate}
        error={vatErrors?.rate?.message}
        hint={t.rateHint}
        inputMode="decimal"
        autoComplete="off"
        controlClassName="w-full max-w-xs"
        registration={register('vat.rate')}
      />
      <div>
        <label className="label cursor-pointer gap-3">
          <input
            type="checkbox"
            className="checkbox"
            aria-describedby={includeHintId}
            {...register('vat.pricesIncludeVat')}
          />
          <span className="text-base-content">{t.pricesIncludeVat}</span>
        </label>
        <p id={includeHintId} className="text-base-content/70 text-sm">
          {t.pricesIncludeVatHint}
        </p>
      </div>
      <InputField
        label={t.invoicePrefix}
        error={vatErrors?.invoicePrefix?.message}
        hint={t.invoicePrefixHint}
        autoComplete="off"
        controlClassName="w-full max-w-xs"
        registration={register('vat.invoicePrefix')}
      />
    </fieldset>
  );
}
