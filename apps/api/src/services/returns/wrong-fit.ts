import { sql } from 'drizzle-orm';
import type { WrongFit } from '@motoforge/contract';
import type { Db } from '../../db/client.js';

/** How many months the sales page's wrong-fit rate goes back, and how many parts it names. */
const MONTHS = 12;
/** Both drivers answer raw SQL with its rows. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const WORST_PARTS = 20;

/**
 * The wrong-fit rate (docs/returns.md#fit-guarantee): parts returned as not fitting, against parts
 * delivered, by the month they were delivered and by part, the parts with the most wrong fits
 * first. A part near the top is where the admin looks at its fitment rows. Counts quantities, so a
 * line of four brake pads is four parts.
 */
export async function wrongFitRate(db: Db, now = new Date()): Promise<WrongFit> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  const delivered = sql`(
    select ol.id, ol.part_id, ol.quantity, date_trunc('month', e.at at time zone 'Asia/Dhaka') as month
    from order_lines ol
    join orders o on o.id = ol.order_id and o.state in ('delivered', 'returned')
    join lateral (select min(at) as at from order_events where order_id = o.id and state = 'delivered') e on true
    where e.at >= ${since.toISOString()}::timestamptz
  )`;
  const wrong = sql`(
    select rl.order_line_id, sum(rl.quantity)::int as quantity from return_lines rl
    join returns r on r.id = rl.return_id and r.state <> 'refused'
    where rl.reason = 'does-not-fit' group by rl.order_line_id
  )`;
  const months = rowsOf<{ month: string; delivered: number; wrong_fit: number }>(
    await db.execute(sql`
    select to_char(d.month, 'YYYY-MM') as month, sum(d.quantity)::int as delivered,
      coalesce(sum(w.quantity), 0)::int as wrong_fit
    from ${delivered} d left join ${wrong} w on w.order_line_id = d.id
    group by d.month order by d.month`),
  );
  const parts = rowsOf<{ part_id: string; name: string; sku: string; delivered: number; wrong_fit: number }>(
    await db.execute(sql`
    select d.part_id, p.name, p.sku, sum(d.quantity)::int as delivered, coalesce(sum(w.quantity), 0)::int as wrong_fit
    from ${delivered} d join parts p on p.id = d.part_id left join ${wrong} w on w.order_line_id = d.id
    group by d.part_id, p.name, p.sku
    having coalesce(sum(w.quantity), 0) > 0
    order by wrong_fit desc, delivered desc, p.name limit ${WORST_PARTS}`),
  );
  return {
    months: months.map((row) => ({ month: row.month, delivered: row.delivered, wrongFit: row.wrong_fit })),
    parts: parts.map((row) => ({
      partId: row.part_id,
      name: row.name,
      sku: row.sku,
      delivered: row.delivered,
      wrongFit: row.wrong_fit,
    })),
  };
}
