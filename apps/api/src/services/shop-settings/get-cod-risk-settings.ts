import { COD_RISK_DEFAULTS, type CodRiskActionId } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { shopSettings } from '../../db/schema.js';

/** What the shop does with a risky COD order (docs/orders.md#cod-risk): 0 turns the check off. */
export type CodRiskSettings = { threshold: number; action: CodRiskActionId };

/** The COD risk settings now, read like the checkout's (never cached); the defaults if the row is gone. */
export async function getCodRiskSettings(db: Db | Tx): Promise<CodRiskSettings> {
  const [row] = await db
    .select({ threshold: shopSettings.codRiskThreshold, action: shopSettings.codRiskAction })
    .from(shopSettings)
    .limit(1);
  return row ?? { ...COD_RISK_DEFAULTS };
}
