import { businessAccountMessages } from '@motoforge/contract';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { isSessionEnded, toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useTranslateMessage } from '@/lib/translate-message';
import { useDeleteCustomerGroup } from '../api/delete-customer-group';
import { useGroupMembers } from '../api/get-group-members';
import { useRemoveGroupMember } from '../api/remove-group-member';

const membersMessages = defineMessages('businessAccounts.members', {
  members: 'Members',
  empty: 'No business is in this group.',
  remove: 'Remove from group',
  removeLabel: params('Remove {business} from the group'),
  removeHint: 'A business removed from the group pays list prices, and its application waits for a new answer.',
  deleteHeading: 'Delete this group',
  deleteHint: 'Only an empty group can be deleted; its prices go with it.',
  deleteGroup: 'Delete group',
  deleting: 'Deleting…',
});

/**
 * A customer group's members, each removable, and the group's deletion once it is empty
 * (docs/product.md#business-accounts; what removal does: docs/decisions/061-leaving-a-customer-group.md).
 */
export function GroupMembers({ groupId }: { groupId: string }) {
  const t = useMessages(membersMessages);
  const members = useGroupMembers(groupId);
  const remove = useRemoveGroupMember();
  const [problem, setProblem] = useState<string | null>(null);
  const translate = useTranslateMessage();
  const onRefused = (error: unknown) => {
    if (isSessionEnded(error)) return;
    setProblem(toErrorMessage(error));
  };
  const onRemove = (applicationId: string) => {
    setProblem(null);
    remove.mutate(
      { groupId, applicationId },
      { onSuccess: () => notify.success(businessAccountMessages.memberRemoved), onError: onRefused },
    );
  };

  return (
    <>
      <Section id="group-members-heading" heading={t.members} hint={t.removeHint}>
        <QueryContent query={members} isEmpty={({ members: list }) => list.length === 0} emptyText={t.empty}>
          {({ members: list }) => (
            <ul className="grid gap-2">
              {list.map((member) => (
                <li
                  key={member.applicationId}
                  className="bg-base-200 rounded-box flex flex-wrap items-center justify-between gap-2 p-3"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold" dir="auto">
                      {member.businessName}
                    </span>
                    <BreakableEmail email={member.email} className="text-base-content/80 text-sm" />
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-label={t.removeLabel({ business: member.businessName })}
                    disabled={remove.isPending}
                    onClick={() => onRemove(member.applicationId)}
                  >
                    {t.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      </Section>
      <DeleteGroup groupId={groupId} onStart={() => setProblem(null)} onRefused={onRefused} />
      {problem && (
        <p role="alert" className="text-error mt-3 max-w-2xl">
          {translate(problem)}
        </p>
      )}
    </>
  );
}

function Section({ id, heading, hint, children }: { id: string; heading: string; hint: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 max-w-2xl">
      <h2 id={id} className="mb-1 text-xl font-bold">
        {heading}
      </h2>
      <p className="text-base-content/80 mb-3 text-sm">{hint}</p>
      {children}
    </section>
  );
}

type DeleteGroupProps = { groupId: string; onStart: () => void; onRefused: (error: unknown) => void };

function DeleteGroup({ groupId, onStart, onRefused }: DeleteGroupProps) {
  const t = useMessages(membersMessages);
  const navigate = useNavigate();
  const deleteGroup = useDeleteCustomerGroup();
  const onDelete = () => {
    onStart();
    deleteGroup.mutate(groupId, {
      onSuccess: async () => {
        notify.success(businessAccountMessages.groupDeleted);
        await navigate(paths.dashboard.customerGroups.getHref());
      },
      onError: onRefused,
    });
  };
  return (
    <Section id="delete-group-heading" heading={t.deleteHeading} hint={t.deleteHint}>
      <button type="button" className="btn btn-error btn-outline" disabled={deleteGroup.isPending} onClick={onDelete}>
        {deleteGroup.isPending ? t.deleting : t.deleteGroup}
      </button>
    </Section>
  );
}
