import { withAdmin } from './postgres.mjs';

const BUYERS = 5_000;

/**
 * `orderCount` orders of 1 to 3 lines of the demo catalogue's parts by BUYERS buyers, one every
 * few minutes over the last year, in every state and payment method, written in one statement each
 * (generate_series) and then analysed, as a database a year old would be.
 */
export async function seedOrders(databaseUrl, orderCount) {
  const startedAt = performance.now();
  await withAdmin(async (client) => {
    await client.query(
      `insert into users (id, name, email)
       select 'bench-buyer-' || g,
              (array['Rahim','Karim','Selina','Nusrat','Tanvir','Farhana','Arif','Mitu'])[1 + g % 8] || ' ' ||
              (array['Uddin','Ahmed','Parveen','Islam','Hossain','Akter','Rahman','Chowdhury'])[1 + (g / 8) % 8],
              'buyer' || g || '@example.com'
       from generate_series(1, $1::int) g`,
      [BUYERS],
    );
    await client.query(
      `create temporary table bench_parts as
       select row_number() over (order by position) as n, id, name, price_poisha from parts where deleted_at is null`,
    );
    await client.query(
      `create temporary table bench_orders as
       select g, gen_random_uuid() as id,
              (array['placed','confirmed','confirmed','packed','shipped','shipped','delivered','delivered',
                     'delivered','cancelled','returned'])[1 + (g * 7) % 11] as state,
              (array['cod','cod','sslcommerz','card'])[1 + (g * 3) % 4] as payment_method
       from generate_series(1, $1::int) g`,
      [orderCount],
    );
    await client.query(
      `create temporary table bench_lines as
       select o.g, o.id as order_id, k as position, p.id as part_id, p.name, p.price_poisha, 1 + (o.g + k) % 4 as quantity
       from bench_orders o
       cross join lateral generate_series(0, (o.g * 13) % 3) k
       join bench_parts p on p.n = 1 + (o.g * 31 + k * 7) % (select count(*) from bench_parts)`,
    );
    await client.query(
      `insert into orders (id, user_id, email, phone, address, delivery_name, division_id, district_id, upazila_id,
                           street, paid_at, tnx_id, state, payment_method, subtotal_poisha, delivery_fee_poisha,
                           total_poisha, created_at)
       select o.id, 'bench-buyer-' || b, 'buyer' || b || '@example.com',
              '+88017' || lpad((o.g * 7919 % 100000000)::text, 8, '0'),
              'House ' || o.g % 200 || ', Road ' || o.g % 40 || ', Dhanmondi, Dhaka', 'Buyer ' || b, '3', '1', '1',
              'House ' || o.g % 200 || ', Road ' || o.g % 40, case when paid then now() end,
              case when paid then (case when o.payment_method = 'cod' then 'COD-BENCH-' else 'BENCH-TX-' end) || o.g end,
              o.state, o.payment_method, s.subtotal,
              case when o.g % 2 = 0 then 7000 else 13000 end, s.subtotal + case when o.g % 2 = 0 then 7000 else 13000 end,
              now() - (o.g * (365 * 86400 / $1::float8)) * interval '1 second'
       from bench_orders o
       cross join lateral (select 1 + o.g % $2::int as b) buyer
       cross join lateral (select case when o.payment_method = 'cod' then o.state in ('delivered', 'returned')
                                       else o.state not in ('placed') end as paid) payment
       join (select order_id, sum(price_poisha * quantity) as subtotal from bench_lines group by order_id) s on s.order_id = o.id`,
      [orderCount, BUYERS],
    );
    await client.query(
      `insert into order_lines (order_id, position, part_id, product_name, price_poisha, quantity)
       select order_id, position, part_id, name, price_poisha, quantity from bench_lines`,
    );
    await client.query('vacuum analyze orders');
    await client.query('vacuum analyze order_lines');
    await client.query('vacuum analyze users');
  }, databaseUrl);
  return (performance.now() - startedAt) / 1000;
}
