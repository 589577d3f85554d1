import type { shopSettingsFormSchema } from '@motoforge/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/ui/form-field';
import { defineMessages, useMessages } from '@/lib/i18n';

const deadlineMessages = defineMessages('shopSettings.deadlines', {
  legend: 'The law’s deadlines',
  hint: 'Bangladesh’s Digital Commerce Guidelines set these; Manage All Orders flags an order a day before its deadline and after it.',
  deliveryDaysSameCity: 'Deliver a paid order within (days, Dhaka district)',
  deliveryDaysElsewhere: 'Deliver a paid order within (days, elsewhere)',
  complaintHours: 'Answer a complaint within (hours)',
  refundDays: 'Make a refund within (days)',
});

type Form = z.input<typeof shopSettingsFormSchema>;
const FIELDS = ['deliveryDaysSameCity', 'deliveryDaysElsewhere', 'complaintHours', 'refundDays'] as const;

/** The settings form's deadlines (docs/orders.md#deadlines), whole days or hours. */
export function DeadlineFields({ register, errors }: { register: UseFormRegister<Form>; errors: FieldErrors<Form> }) {
  const t = useMessages(deadlineMessages);
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-2 text-lg font-bold">{t.legend}</legend>
      <p className="text-base-content/70 -mt-3 text-sm">{t.hint}</p>
      {FIELDS.map((field) => (
        <InputField
          key={field}
          label={t[field]}
          error={errors.deadlines?.[field]?.message}
          inputMode="numeric"
          autoComplete="off"
          controlClassName="w-full max-w-xs"
          registration={register(`deadlines.${field}`)}
        />
      ))}
    </fieldset>
  );
}
