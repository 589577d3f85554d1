import { courierIdOf } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { followCourierStatusJob } from '../../jobs/follow-courier-status.js';

/**
 * How long after shipping, and between looks, a courier is asked where a parcel is; a test may
 * ask for seconds (STEADFAST_CHECK_SECONDS, refused in production).
 */
export const COURIER_CHECK_SECONDS = 30 * 60;

type Shipment = { orderId: string; courier?: string | null; courierCheckSeconds?: number };

/**
 * Starts following a parcel handed to an API courier: a job, on the shipping transaction, that
 * looks in COURIER_CHECK_SECONDS (and leaves a courier whose webhook tells us alone). Couriers
 * typed by hand are followed by the admin.
 */
export async function followShipment(
  tx: Db,
  { orderId, courier, courierCheckSeconds = COURIER_CHECK_SECONDS }: Shipment,
) {
  if (!courierIdOf(courier)) return;
  await enqueueJob(tx, followCourierStatusJob, { orderId }, { startAfter: courierCheckSeconds });
}
