import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { PersonalInformation } from '@/features/profile/components/personal-information';
import { SignInSettings } from '@/features/auth/components/sign-in-settings';

const pageMessages = defineMessages('dashboard.profilePage', { title: 'Personal Information' });

export default function ProfileRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <PersonalInformation />
      <div className="mt-6">
        <SignInSettings />
      </div>
    </>
  );
}
