import type { CustomerGroupSummary } from '@motoforge/contract';
import { useLanguage } from '@/lib/i18n';

/** A group's name in the page's language: its Bangla name on Bangla pages when it has one. */
export function useCustomerGroupName() {
  const language = useLanguage();
  return (group: CustomerGroupSummary) => (language === 'bn' && group.nameBn ? group.nameBn : group.name);
}
