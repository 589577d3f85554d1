import { params, defineMessages, useMessages } from '@/lib/i18n';
import { madeAdminMessage, messages, type UserSummary } from '@motoforge/contract';
import { notify } from '@/lib/notify';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

const makeAdminMessages = defineMessages('users.makeAdmin', {
  allUsers: 'All Users',
  noUsers: 'No one has signed up yet.',
  user: 'User',
  action: 'Action',
  admin: 'Admin',
  makeAdmin: 'Make Admin',
  makeAdminOf: params('Make Admin: {email}'),
});

/** Make Admin (docs/product.md#tables, docs/product.md#accounts-and-roles): All Users, each customer one click from admin. */
export function MakeAdmin() {
  const t = useMessages(makeAdminMessages);
  const users = useUsers();
  const makeAdmin = useMakeAdmin();

  const onMakeAdmin = (email: string) =>
    makeAdmin.mutate(email, {
      onSuccess: () => notify.success(madeAdminMessage(email)),
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.status === 403 ? messages.makeAdminFailed : toErrorMessage(error),
        ),
    });

  return (
    <section aria-labelledby="all-users-heading" className="grid gap-4">
      <h2 id="all-users-heading" className="text-xl font-bold">
        {t.allUsers}
      </h2>
      <QueryContent query={users} isEmpty={(list) => list.length === 0} emptyText={t.noUsers}>
        {(list) => (
          <StackedTable columns={[t.user, t.action]} aria-labelledby="all-users-heading">
            {list.map((user) => (
              <UserRow
                key={user._id}
                user={user}
                isPromoting={makeAdmin.isPending && makeAdmin.variables === user.email}
                onMakeAdmin={() => onMakeAdmin(user.email)}
              />
            ))}
          </StackedTable>
        )}
      </QueryContent>
    </section>
  );
}

type UserRowProps = { user: UserSummary; isPromoting: boolean; onMakeAdmin: () => void };

function UserRow({ user, isPromoting, onMakeAdmin }: UserRowProps) {
  const t = useMessages(makeAdminMessages);
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="font-normal">
        <BreakableEmail email={user.email} className="block font-semibold" />
        {user.displayName && <span className="text-base-content/70 block text-sm">{user.displayName}</span>}
      </th>
      <StackedCell column={t.action}>
        {user.role === 'admin' ? (
          <span className="badge badge-neutral font-semibold">{t.admin}</span>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm whitespace-nowrap"
            aria-label={t.makeAdminOf({ email: user.email })}
            disabled={isPromoting}
            onClick={onMakeAdmin}
          >
            {isPromoting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t.makeAdmin}
          </button>
        )}
      </StackedCell>
    </tr>
  );
}
