import type { Couriers } from '../../couriers/courier.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { followCourierStatusJob } from '../../jobs/follow-courier-status.js';
import type { FollowCourierStatus } from '../../jobs/job-definition.js';
import { followCourierOrder } from './follow-courier-order.js';
import { COURIER_CHECK_SECONDS } from './follow-shipment.js';

/**
 * The follow-courier-status job's work with API couriers set up: one look, and while the parcel is
 * still on its way (its courier's status not final), another look later. Delivered moves the order
 * (followCourierOrder); a final status other than delivered is left for the admin. A courier down
 * throws, and the job retries with backoff.
 */
export function courierFollower(couriers: Couriers, courierCheckSeconds = COURIER_CHECK_SECONDS): FollowCourierStatus {
  return async (db, { orderId }) => {
    const following = await followCourierOrder(db, couriers, orderId);
    if (following.isFollowed && following.state === 'shipped' && !following.isFinal) {
      await enqueueJob(db, followCourierStatusJob, { orderId }, { startAfter: courierCheckSeconds });
    }
  };
}
