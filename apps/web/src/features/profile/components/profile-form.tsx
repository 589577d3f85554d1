import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type Profile, profileInputSchema } from '@motoforge/contract';
import { useForm } from 'react-hook-form';
import { defineMessages, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { InputField } from '@/components/ui/form-field';
import { useUpdateProfile } from '../api/update-profile';

const profileFormMessages = defineMessages('account.profileForm', {
  form: 'Personal Information',
  phone: 'Phone',
  education: 'Education',
  educationExample: 'B.Sc. in Mechanical Engineering',
  location: 'Location',
  locationExample: 'Dhaka, Bangladesh',
  linkedin: 'LinkedIn URL',
  update: 'Update',
});

/** The profile form, prefilled with the saved details and validated by the API's own schema. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const t = useMessages(profileFormMessages);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileInputSchema),
    defaultValues: {
      phone: profile.phone ?? '',
      education: profile.education ?? '',
      location: profile.location ?? '',
      linkedin: profile.linkedin ?? '',
    },
  });

  const onSubmit = handleSubmit((input) =>
    updateProfile.mutate(
      { ...input, displayName: profile.displayName },
      {
        onSuccess: () => {
          notify.success(messages.profileUpdated);
        },
        onError: () => {
          notify.error(messages.errorOccurred);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.form} className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={t.phone}
        error={errors.phone?.message}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="01712345678"
        registration={register('phone')}
      />
      <InputField
        label={t.education}
        error={errors.education?.message}
        type="text"
        placeholder={t.educationExample}
        registration={register('education')}
      />
      <InputField
        label={t.location}
        error={errors.location?.message}
        type="text"
        autoComplete="address-level2"
        placeholder={t.locationExample}
        registration={register('location')}
      />
      <InputField
        label={t.linkedin}
        error={errors.linkedin?.message}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
        registration={register('linkedin')}
      />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={updateProfile.isPending}>
          {updateProfile.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.update}
        </button>
      </div>
    </form>
  );
}
