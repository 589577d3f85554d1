import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { PersonalInformation } from '@/features/profile/components/personal-information';

export default function ProfileRoute() {
  return (
    <>
      <PageTitle>{`Personal Information — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">Personal Information</h1>
      <PersonalInformation />
    </>
  );
}
