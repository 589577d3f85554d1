import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEADLINE_DEFAULTS, DEADLINE_WARNING_HOURS } from '@motoforge/contract';
import { DHAKA_DISTRICT_ID } from '@motoforge/contract/bd-geo';
import type { Db, Tx } from '../../db/client.js';
import { orders, shopSettings } from '../../db/schema.js';
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
  then ${orders.refundRequestedAt} + make_interval(days => ${setting(shopSettings.refundDays, DEADLINE_DEFAULTS.refundDays)}::int)
  end`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

const soon = sql.raw(`now() + interval '${DEADLINE_WARNING_HOURS} hours'`);

/**
 * The orders close to or past a deadline: each half reads only its partial index's rows (paid
 * orders on their way, refunds waiting), so the cost follows those, never the whole table.
 */
export const isNearDeadline: SQL = sql`((${orders.state} in ('confirmed', 'packed', 'shipped') and ${orders.paidAt} is not null and ${deliveryDueAt} <= ${soon})
  or (${orders.refundStatus} in ('pending', 'failed') and ${refundDueAt} <= ${soon}))`;
