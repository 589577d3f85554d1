import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessAccountMessages,
  businessApplicationInputSchema,
  type BusinessApplication,
  type BusinessApplicationInput,
} from '@motoforge/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, SelectField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { defineMessages, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { showRefusal } from '@/lib/show-refusal';
import { useApplyForBusinessAccount } from '../api/apply-for-business-account';
import { useMyBusinessApplication } from '../api/get-my-business-application';
import { useCustomerGroupName } from './customer-group-name';

const panelMessages = defineMessages('businessAccounts.panel', {
  intro:
    'Workshops and dealers buy at their own prices once the shop approves their business account. Apply below; we answer by SMS and e-mail.',
  pending: 'Your application is waiting for the shop’s answer.',
  approved: 'Your business account is approved. Your group:',
  approvedPrices: 'Your prices show beside the list price on every page, in the cart and at checkout.',
  refused: 'Your application was not approved.',
  note: 'The shop’s note:',
  applyAgain: 'You may correct it and apply again.',
  form: 'Business account application',
  kind: 'Type of business',
  workshop: 'Workshop',
  dealer: 'Dealer',
  businessName: 'Business name',
  tradeLicence: 'Trade licence number',
  tradeLicenceHint: 'As printed on the licence, for example DNCC-0123/2025.',
  bin: 'BIN (optional)',
  binHint: 'The 13-digit business identification number, if the business has one.',
  address: 'Business address',
  phone: 'Business mobile number',
  phoneHint: 'The answer is sent here by SMS.',
  apply: 'Apply',
  applying: 'Sending…',
});

const FORM_FIELDS = ['kind', 'businessName', 'tradeLicence', 'bin', 'address', 'phone'] as const;

/**
 * The buyer's business account (docs/product.md#business-accounts): how the application stands, and
 * the form to apply (again, after a refusal).
 */
export function BusinessAccountPanel() {
  const mine = useMyBusinessApplication();
  return <QueryContent query={mine}>{({ application }) => <PanelFor application={application} />}</QueryContent>;
}

function PanelFor({ application }: { application: BusinessApplication | null }) {
  const t = useMessages(panelMessages);
  const groupName = useCustomerGroupName();
  if (application?.state === 'pending') {
    return (
      <p role="status" className="alert alert-info max-w-xl">
        {t.pending}
      </p>
    );
  }
  if (application?.state === 'approved') {
    return (
      <div role="status" className="alert alert-success max-w-xl grid gap-1">
        <p>
          {t.approved} <strong>{application.group ? groupName(application.group) : ''}</strong>
        </p>
        <p>{t.approvedPrices}</p>
        {application.note && (
          <p>
            {t.note} <span dir="auto">{application.note}</span>
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="text-base-content/80 mb-4 max-w-xl">{t.intro}</p>
      {application?.state === 'refused' && (
        <div role="status" className="alert alert-warning mb-6 max-w-xl grid gap-1">
          <p className="font-semibold">{t.refused}</p>
          <p>
            {t.note} <span dir="auto">{application.note}</span>
          </p>
          <p>{t.applyAgain}</p>
        </div>
      )}
      <ApplicationForm earlier={application} />
    </>
  );
}

function ApplicationForm({ earlier }: { earlier: BusinessApplication | null }) {
  const t = useMessages(panelMessages);
  const apply = useApplyForBusinessAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof businessApplicationInputSchema>, unknown, BusinessApplicationInput>({
    resolver: zodResolver(businessApplicationInputSchema),
    defaultValues: {
      kind: earlier?.kind ?? 'workshop',
      businessName: earlier?.businessName ?? '',
      tradeLicence: earlier?.tradeLicence ?? '',
      bin: earlier?.bin ?? '',
      address: earlier?.address ?? '',
      phone: earlier?.phone ?? '',
    },
  });

  const onRefused = (error: unknown) => showRefusal(error, FORM_FIELDS, setError);
  const onSubmit = handleSubmit((input) =>
    apply.mutate(input, { onSuccess: () => notify.success(businessAccountMessages.applied), onError: onRefused }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.form} className="grid max-w-xl gap-5">
      <SelectField label={t.kind} error={errors.kind?.message} registration={register('kind')}>
        <option value="workshop">{t.workshop}</option>
        <option value="dealer">{t.dealer}</option>
      </SelectField>
      <InputField
        label={t.businessName}
        error={errors.businessName?.message}
        autoComplete="organization"
        registration={register('businessName')}
      />
      <InputField
        label={t.tradeLicence}
        error={errors.tradeLicence?.message}
        hint={t.tradeLicenceHint}
        autoComplete="off"
        registration={register('tradeLicence')}
      />
      <InputField
        label={t.bin}
        error={errors.bin?.message}
        hint={t.binHint}
        inputMode="numeric"
        autoComplete="off"
        registration={register('bin')}
      />
      <InputField
        label={t.address}
        error={errors.address?.message}
        autoComplete="street-address"
        registration={register('address')}
      />
      <InputField
        label={t.phone}
        error={errors.phone?.message}
        hint={t.phoneHint}
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={apply.isPending}>
        {apply.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {apply.isPending ? t.applying : t.apply}
      </button>
    </form>
  );
}
