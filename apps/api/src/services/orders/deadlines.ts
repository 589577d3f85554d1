import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEADLINE_DEFAULTS, DEADLINE_WARNING_HOURS } from '@motoforge/contract';
import { DHAKA_DISTRICT_ID } from '@motoforge/contract/bd-geo';
import type { Db, Tx } from '../../db/client.js';
import { orders, returns, shopSettings } from '../../db/schema.js';
import type { DeadlineSettings } from '@motoforge/contract';

/** The law's deadlines as set now (never cached), or the defaults if the settings row is gone. */
export async function getDeadlineSettings(db: Db | Tx): Promise<DeadlineSettings> {
  const [row] = await db
    .select({
      deliveryDaysSameCity: shopSettings.deliveryDaysSameCity,
      deliveryDaysElsewhere: shopSettings.deliveryDaysElsewhere,
      complaintHours: shopSettings.complaintHours,
      refundDays: shopSettings.refundDays,
    })
    .from(shopSettings)
    .limit(1);
  return row ?? { ...DEADLINE_DEFAULTS };
}

/** One of the settings, read by the query itself, so a list and its filter agree on it. */
const setting = (column: SQLWrapper, fallback: number) =>
  sql`coalesce((select ${column} from ${shopSettings} limit 1), ${fallback})`;
const complaintHours = setting(shopSettings.complaintHours, DEADLINE_DEFAULTS.complaintHours);
const refundDays = setting(shopSettings.refundDays, DEADLINE_DEFAULTS.refundDays);

/**
 * When a paid order on its way must be delivered: its payment plus the shop's city's days when it
 * goes to Dhaka district (the shop's city), else the days elsewhere; null for any other order.
 */
export const deliveryDueAt: SQL<Date | null> = sql`case
  when ${orders.state} in ('confirmed', 'packed', 'shipped') and ${orders.paidAt} is not null
  then ${orders.paidAt} + make_interval(days => case when ${orders.districtId} = ${DHAKA_DISTRICT_ID}
    then ${setting(shopSettings.deliveryDaysSameCity, DEADLINE_DEFAULTS.deliveryDaysSameCity)}
    else ${setting(shopSettings.deliveryDaysElsewhere, DEADLINE_DEFAULTS.deliveryDaysElsewhere)} end::int)
  end`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

/** When a waiting refund must be made: the day it began to wait plus the refund days; null otherwise. */
export const refundDueAt: SQL<Date | null> = sql`case
  when ${orders.refundStatus} in ('pending', 'failed')
  then ${orders.refundRequestedAt} + make_interval(days => ${refundDays}::int)
  end`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

const soon = sql.raw(`now() + interval '${DEADLINE_WARNING_HOURS} hours'`);

/** A buyer's return waiting for the admin's answer: the law's complaint, answered within its hours. */
export const isReturnUnanswered: SQL = sql`${returns.state} = 'requested'`;
/** When a return waiting for an answer must be answered: its asking plus the complaint hours. */
export const returnAnswerDueAt: SQL = sql`${returns.createdAt} + make_interval(hours => ${complaintHours}::int)`;

/** A received return whose refund is waiting: made within the refund days, like an order's. */
export const isReturnRefundWaiting: SQL = sql`${returns.refundStatus} in ('pending', 'failed')`;
/** When a return's waiting refund must be made: the day it began to wait plus the refund days. */
export const returnRefundDueAt: SQL = sql`${returns.refundRequestedAt} + make_interval(days => ${refundDays}::int)`;

/** The earliest deadline of an order's returns of one kind, read through `returns_order_id_idx`. */
const earliestOfReturns = (due: SQL, where: SQL) =>
  sql`(select min(${due}) from ${returns} where ${returns.orderId} = ${orders.id} and ${where})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/** When the order's earliest return waiting for an answer must be answered; null when none waits. */
export const orderReturnAnswerDueAt: SQL<Date | null> = earliestOfReturns(returnAnswerDueAt, isReturnUnanswered);
/** When the order's earliest waiting return refund must be made; null when none waits. */
export const orderReturnRefundDueAt: SQL<Date | null> = earliestOfReturns(returnRefundDueAt, isReturnRefundWaiting);

/**
 * The orders with a return close to or past a deadline, as an array computed once: the returns'
 * side reads only `returns_state_created_at_idx` and `returns_refund_deadline_idx`, and the orders
 * are then found by their keys.
 */
const ordersWithReturnsNearDeadline = sql`array(
  select ${returns.orderId} from ${returns} where ${isReturnUnanswered} and ${returnAnswerDueAt} <= ${soon}
  union
  select ${returns.orderId} from ${returns} where ${isReturnRefundWaiting} and ${returnRefundDueAt} <= ${soon})`;

/**
 * The orders close to or past a deadline: each part reads only its partial index's rows (paid
 * orders on their way, refunds waiting, returns waiting for an answer or a refund), so the cost
 * follows those, never the whole table.
 */
export const isNearDeadline: SQL = sql`((${orders.state} in ('confirmed', 'packed', 'shipped') and ${orders.paidAt} is not null and ${deliveryDueAt} <= ${soon})
  or (${orders.refundStatus} in ('pending', 'failed') and ${refundDueAt} <= ${soon})
  or ${orders.id} = any(${ordersWithReturnsNearDeadline}))`;
