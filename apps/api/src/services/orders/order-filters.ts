import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { parseOrderNumber, type AdminOrderFilters } from '@motoforge/contract';
import { orders, orderSearchText, users } from '../../db/schema.js';
import { isNearDeadline } from './deadlines.js';

/**
 * Bangladesh keeps UTC+6 all year (no daylight saving since 2009): a shop day is that offset from
 * UTC, written as an interval so that neither the session's time zone nor a time-zone database
 * (PGlite has none to spare) changes which day an order falls on.
 */
export const SHOP_DAY_OFFSET = sql.raw(`interval '6 hours'`);

/** The instant a shop day (`YYYY-MM-DD`) starts, `plusDays` after it. */
export const shopDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp - ${SHOP_DAY_OFFSET}) at time zone 'UTC'`;

/** The shop day of an instant, as a date (to group by: cheaper than text on every row). */
export const shopDateOf = (at: SQL | typeof orders.createdAt) =>
  sql`((${at} at time zone 'UTC') + ${SHOP_DAY_OFFSET})::date`;

/** A COD order held for the admin's check and not yet released, read through orders_held_idx. */
export const isHeldForCheck = sql`${orders.heldAt} is not null and ${orders.holdReleasedAt} is null`;

/** `text` as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Manage All Orders' filters as one condition (undefined: every order). The search reads the
 * order's own text through its trigram index (orders_search_trgm_idx), and the account's name
 * through users_name_trgm_idx; `= any(array(…))` lets PostgreSQL OR the two index scans together.
 */
export function orderFilterCondition({
  q,
  state,
  paymentMethod,
  risk,
  deadline,
  from,
  to,
}: AdminOrderFilters): SQL | undefined {
  // An order number read out on the phone ("mf 7k3qx9") is found by its unique index alone.
  const number = q ? parseOrderNumber(q) : null;
  const pattern = q && !number ? containing(q) : undefined;
  return and(
    state ? eq(orders.state, state) : undefined,
    paymentMethod ? eq(orders.paymentMethod, paymentMethod) : undefined,
    risk === 'held' ? isHeldForCheck : undefined,
    deadline === 'near' ? isNearDeadline : undefined,
    from ? gte(orders.createdAt, shopDayStart(from)) : undefined,
    to ? lt(orders.createdAt, shopDayStart(to, 1)) : undefined,
    number ? eq(orders.number, number) : undefined,
    pattern
      ? or(
          sql`${orderSearchText(orders)} like ${pattern}`,
          sql`${orders.userId} = any(array(select ${users.id} from ${users} where lower(${users.name}) like ${pattern}))`,
        )
      : undefined,
  );
}
