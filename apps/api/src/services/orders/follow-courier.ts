import type { SteadfastClient } from '../../couriers/steadfast-client.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { followCourierStatusJob } from '../../jobs/follow-courier-status.js';
import type { FollowCourierStatus } from '../../jobs/job-definition.js';
import { followSteadfastOrder } from './follow-steadfast-order.js';
import { COURIER_CHECK_SECONDS } from './follow-shipment.js';

/**
 * The follow-courier-status job's work with Steadfast set up: one look, and while the parcel is
 * still on its way (Steadfast's status not final), another look later. Delivered moves the order
 * (followSteadfastOrder); a final status other than delivered is left for the admin. Steadfast
 * down throws, and the job retries with backoff.
 */
export function steadfastFollower(
  client: SteadfastClient,
  courierCheckSeconds = COURIER_CHECK_SECONDS,
): FollowCourierStatus {
  return async (db, { orderId }) => {
    const following = await followSteadfastOrder(db, client, orderId);
    if (following.isFollowed && following.state === 'shipped' && !following.isFinal) {
      await enqueueJob(db, followCourierStatusJob, { orderId }, { startAfter: courierCheckSeconds });
    }
  };
}
