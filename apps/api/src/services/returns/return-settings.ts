import { RETURN_WINDOW_DAYS_DEFAULT } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { shopSettings } from '../../db/schema.js';

/** The return window (days after delivery) and the return address, as the admin set them. */
export async function getReturnSettings(db: Db) {
  const [row] = await db
    .select({ windowDays: shopSettings.returnWindowDays, address: shopSettings.returnAddress })
    .from(shopSettings)
    .limit(1);
  return row ?? { windowDays: RETURN_WINDOW_DAYS_DEFAULT, address: '' };
}
