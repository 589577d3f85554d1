import { COD_RISK_ACTION_IDS, type CodRiskActionId, type shopSettingsFormSchema } from '@motoforge/contract';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/ui/form-field';
import { defineMessages, useMessages } from '@/lib/i18n';
import { usePublicConfig } from '@/lib/public-config';

const riskMessages = defineMessages('shopSettings.codRisk', {
  legend: 'Risky cash-on-delivery orders',
  threshold: 'Risk threshold',
  thresholdHint:
    'Each COD order is scored from the shop’s own records: parcels refused from its phone, several orders in a day, a total far above the buyer’s usual, a new account. 0 turns the check off.',
  action: 'At or above the threshold',
  hold: 'Hold the order for my check before packing',
  'pay-online': 'Ask the buyer to pay online instead',
  'advance-delivery-fee':
    'Ask the buyer to pay the delivery fee online before the order is confirmed; the rest is cash on delivery',
  advanceNeedsSslcommerz: 'Needs SSLCommerz, which this shop has not set up.',
});

type Form = z.input<typeof shopSettingsFormSchema>;

/**
 * The settings form's COD risk part (docs/orders.md#cod-risk): the threshold and what happens above
 * it. The advance is paid through SSLCommerz only, so without it that choice is shown but disabled,
 * saying why (the server refuses it too).
 */
export function CodRiskFields({ register, errors }: { register: UseFormRegister<Form>; errors: FieldErrors<Form> }) {
  const t = useMessages(riskMessages);
  const actionLegendId = useId();
  const advanceHintId = useId();
  const config = usePublicConfig();
  const hasSslcommerz = config.data?.checkout.paymentMethods.includes('sslcommerz') ?? true;
  const labels: Record<CodRiskActionId, string> = {
    hold: t.hold,
    'pay-online': t['pay-online'],
    'advance-delivery-fee': t['advance-delivery-fee'],
  };
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-2 text-lg font-bold">{t.legend}</legend>
      <InputField
        label={t.threshold}
        error={errors.codRisk?.threshold?.message}
        hint={t.thresholdHint}
        inputMode="numeric"
        autoComplete="off"
        controlClassName="w-full max-w-xs"
        registration={register('codRisk.threshold')}
      />
      <div role="radiogroup" aria-labelledby={actionLegendId} className="grid gap-2">
        <span id={actionLegendId} className="font-medium">
          {t.action}
        </span>
        {COD_RISK_ACTION_IDS.map((action) => {
          const isUnavailable = action === 'advance-delivery-fee' && !hasSslcommerz;
          return (
            <label
              key={action}
              className={`flex items-center gap-3 ${isUnavailable ? 'cursor-not-allowed' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                className="radio radio-sm"
                value={action}
                disabled={isUnavailable}
                aria-describedby={isUnavailable ? advanceHintId : undefined}
                {...register('codRisk.action')}
              />
              <span className={isUnavailable ? 'text-base-content/60' : undefined}>
                {labels[action]}
                {isUnavailable && (
                  <span id={advanceHintId} className="text-base-content/70 block text-sm">
                    {t.advanceNeedsSslcommerz}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
