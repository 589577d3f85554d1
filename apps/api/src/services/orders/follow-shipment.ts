import { STEADFAST_COURIER } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { followCourierStatusJob } from '../../jobs/follow-courier-status.js';

/**
 * How long after shipping, and between looks, Steadfast is asked where a parcel is; a test may
 * ask for seconds (STEADFAST_CHECK_SECONDS, refused in production).
 */
export const COURIER_CHECK_SECONDS = 30 * 60;

type Shipment = { orderId: string; courier?: string | null; courierCheckSeconds?: number };

/**
 * Starts following a parcel handed to Steadfast: a job, on the shipping transaction, that looks
 * in COURIER_CHECK_SECONDS. Other couriers are followed by the admin (they have no API here).
 */
export async function followShipment(
  tx: Db,
  { orderId, courier, courierCheckSeconds = COURIER_CHECK_SECONDS }: Shipment,
) {
  if (courier?.toLowerCase() !== STEADFAST_COURIER) return;
  await enqueueJob(tx, followCourierStatusJob, { orderId }, { startAfter: courierCheckSeconds });
}
