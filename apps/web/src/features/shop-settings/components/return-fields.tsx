import { RETURN_ADDRESS_MAX, type shopSettingsFormSchema } from '@motoforge/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { defineMessages, useMessages } from '@/lib/i18n';

const returnMessages = defineMessages('shopSettings.returns', {
  legend: 'Returns',
  windowDays: 'A buyer may ask to return parts within (days after delivery)',
  windowHint: '0 turns returns off.',
  address: 'Where returned parts are sent',
  addressHint: 'Told to a buyer whose courier cannot collect the parts. Left empty, the seller’s address is used.',
});

type Form = z.input<typeof shopSettingsFormSchema>;

/** The settings form's returns (docs/returns.md): the return window and the return address. */
export function ReturnFields({ register, errors }: { register: UseFormRegister<Form>; errors: FieldErrors<Form> }) {
  const t = useMessages(returnMessages);
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-2 text-lg font-bold">{t.legend}</legend>
      <InputField
        label={t.windowDays}
        hint={t.windowHint}
        error={errors.returns?.windowDays?.message}
        inputMode="numeric"
        autoComplete="off"
        controlClassName="w-full max-w-xs"
        registration={register('returns.windowDays')}
      />
      <TextareaField
        label={t.address}
        hint={t.addressHint}
        error={errors.returns?.address?.message}
        rows={2}
        maxLength={RETURN_ADDRESS_MAX}
        registration={register('returns.address')}
      />
    </fieldset>
  );
}
