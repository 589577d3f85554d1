import type { Profile } from '@motoforge/contract';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

const personalInformationMessages = defineMessages('account.personalInformation', {
  updateDetails: 'Update your details',
  phone: 'Phone',
  education: 'Education',
  location: 'Location',
  notAdded: 'Not added yet',
});

/** Personal Information (docs/product.md#dashboard): the account, its saved details and the form to change them. */
export function PersonalInformation() {
  const profile = useProfile();
  const t = useMessages(personalInformationMessages);

  if (profile.isPending) return <LoadingScreen />;
  if (profile.isError) {
    return (
      <ErrorState
        message={toErrorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isFetching}
      />
    );
  }
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[20rem_1fr]">
      <ProfileCard profile={profile.data} />
      <section aria-labelledby="profile-form-heading" className="card bg-base-100 border-base-300 border shadow-sm">
        <div className="card-body gap-4 p-5 sm:p-6">
          <h2 id="profile-form-heading" className="text-xl font-bold">
            {t.updateDetails}
          </h2>
          <ProfileForm profile={profile.data} />
        </div>
      </section>
    </div>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const t = useMessages(personalInformationMessages);
  const details = [
    { label: t.phone, value: profile.phone },
    { label: t.education, value: profile.education },
    { label: t.location, value: profile.location },
  ];
  return (
    <section aria-labelledby="profile-card-heading" className="card bg-neutral text-neutral-content shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="bg-primary text-primary-content grid size-12 shrink-0 place-items-center rounded-full text-xl font-bold"
          >
            {profile.displayName.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0">
            <h2 id="profile-card-heading" className="text-lg font-bold wrap-anywhere">
              {profile.displayName}
            </h2>
            <p className="text-neutral-content/80 text-sm">
              <BreakableEmail email={profile.email} />
            </p>
          </div>
        </div>
        <dl className="grid gap-2 text-sm">
          {details.map(({ label, value }) => (
            <div key={label}>
              <dt className="text-neutral-content/70">{label}</dt>
              <dd className="font-semibold wrap-anywhere">{value ?? t.notAdded}</dd>
            </div>
          ))}
          <div>
            <dt className="text-neutral-content/70">LinkedIn</dt>
            <dd className="font-semibold break-all">
              {profile.linkedin ? (
                <a href={profile.linkedin} target="_blank" rel="noreferrer" className="link">
                  {profile.linkedin}
                </a>
              ) : (
                t.notAdded
              )}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
