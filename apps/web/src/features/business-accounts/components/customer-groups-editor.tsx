import { zodResolver } from '@hookform/resolvers/zod';
import { businessAccountMessages, customerGroupInputSchema, type CustomerGroupInput } from '@motoforge/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { ApiError, isSessionEnded, toErrorMessage } from '@/lib/api-client';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAddCustomerGroup } from '../api/add-customer-group';
import { useCustomerGroups } from '../api/get-customer-groups';

const editorMessages = defineMessages('businessAccounts.groups', {
  groups: 'Customer groups',
  empty: 'No customer groups yet. Add the first below.',
  form: 'Add a customer group',
  name: 'Name',
  nameBn: 'Name in Bangla (optional)',
  add: 'Add group',
  adding: 'Adding…',
  prices: params('Prices of {name}'),
});

/** The admin's customer groups (docs/product.md#business-accounts): the list, and a new one. */
export function CustomerGroupsEditor() {
  const t = useMessages(editorMessages);
  const groups = useCustomerGroups();
  return (
    <>
      <section aria-labelledby="customer-groups-heading" className="mb-8">
        <h2 id="customer-groups-heading" className="mb-3 text-xl font-bold">
          {t.groups}
        </h2>
        <QueryContent query={groups} isEmpty={({ groups: list }) => list.length === 0} emptyText={t.empty}>
          {({ groups: list }) => (
            <ul className="grid max-w-xl gap-2">
              {list.map((group) => (
                <li key={group.id} className="bg-base-200 rounded-box p-3">
                  <span className="font-semibold">{group.name}</span>
                  {group.nameBn && (
                    <span lang="bn" className="text-base-content/80 ms-2">
                      {group.nameBn}
                    </span>
                  )}
                  <Link to={paths.dashboard.customerGroup.getHref(group.id)} className="link ms-3 font-semibold">
                    {t.prices({ name: group.name })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      </section>
      <NewGroupForm />
    </>
  );
}

function NewGroupForm() {
  const t = useMessages(editorMessages);
  const add = useAddCustomerGroup();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof customerGroupInputSchema>, unknown, CustomerGroupInput>({
    resolver: zodResolver(customerGroupInputSchema),
    defaultValues: { name: '', nameBn: '' },
  });
  const onSubmit = handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => {
        reset();
        notify.success(businessAccountMessages.groupSaved);
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        if (error instanceof ApiError && error.status === 409) return setError('name', { message: error.message });
        notify.error(toErrorMessage(error));
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.form} className="grid max-w-xl gap-4">
      <h2 className="text-xl font-bold">{t.form}</h2>
      <InputField label={t.name} error={errors.name?.message} autoComplete="off" registration={register('name')} />
      <InputField
        label={t.nameBn}
        error={errors.nameBn?.message}
        lang="bn"
        autoComplete="off"
        registration={register('nameBn')}
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={add.isPending}>
        {add.isPending ? t.adding : t.add}
      </button>
    </form>
  );
}
