import type { LastDelivery } from '@motoforge/contract';
import type { DeliveryAddressValues } from '../components/delivery-address-fields';

/**
 * The delivery address a form starts with: the buyer's last one (docs/architecture.md, Cart and
 * checkout), its mobile written as people type it (+8801712345678 as 01712-345678), or an empty one
 * in the account's name.
 */
export function deliveryDefaults(last: LastDelivery['address'] | undefined, buyerName: string): DeliveryAddressValues {
  if (!last) return { name: buyerName, phone: '', divisionId: '', districtId: '', upazilaId: '', street: '' };
  return { ...last, phone: localMobile(last.phone) };
}

function localMobile(phone: string): string {
  const digits = /^\+880(1\d{9})$/.exec(phone)?.[1];
  return digits ? `0${digits.slice(0, 4)}-${digits.slice(4)}` : phone;
}
