import { brand } from '@/config/brand';
import { PersonalInformation } from '@/features/profile/components/personal-information';

export default function ProfileRoute() {
  return (
    <>
      <title>{`Personal Information — ${brand.name}`}</title>
      <h1 className="mb-6 text-3xl font-extrabold">Personal Information</h1>
      <PersonalInformation />
    </>
  );
}
