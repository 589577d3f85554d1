import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { ShopSettingsForm } from '@/features/shop-settings/components/shop-settings-form';

const pageMessages = defineMessages('dashboard.settingsPage', {
  title: 'Settings',
  intro: 'What every checkout charges for delivery, and how large an order may be paid in cash on delivery.',
});

export default function SettingsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <ShopSettingsForm />
    </>
  );
}
