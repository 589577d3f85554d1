// Business buyers' prices on the large shop (issue 39, docs/decisions/054-business-prices.md), as a
// manufacturer selling to workshops and dealers would have them: customer groups, each with a
// discount for every category, discounts on a thousand single parts that win over their
// category's, and quantity breaks. Guests never see them, so Home and /allproducts must keep their
// figures with them in place; the quick order is asked by a member of the first group, so every
// line's price goes through the group's rules.
import { withAdmin } from './postgres.mjs';

export const PRICE_GROUPS = 20;
const PART_DISCOUNTS_PER_GROUP = 1_000;
const BREAKS = [
  [10, 300],
  [50, 600],
  [100, 1_000],
];

/** The groups and their rules, written straight to the database; answers the first group's id and a summary. */
export async function seedGroupPrices(databaseUrl) {
  return withAdmin(async (client) => {
    const { rows: groups } = await client.query(
      `insert into customer_groups (name, name_bn, minimum_order_poisha)
       select 'Bench group ' || n, '', (n % 3) * 100000 from generate_series(1, ${PRICE_GROUPS}) as n
       returning id`,
    );
    const ids = groups.map((group) => group.id);
    // Every category, from 5% to 14.5% by group and category.
    await client.query(
      `insert into customer_group_discounts (group_id, category, basis_points)
       select g.id, c.slug, 500 + ((g.n * 7 + c.position * 13) % 20) * 50
       from unnest($1::uuid[]) with ordinality as g(id, n) cross join categories c`,
      [ids],
    );
    // A thousand parts per group, spread over the catalogue, each its own discount.
    await client.query(
      `insert into customer_group_discounts (group_id, part_id, basis_points)
       select g.id, p.id, 1000 + (p.position % 15) * 100
       from unnest($1::uuid[]) with ordinality as g(id, n)
       cross join lateral (select id, position from parts where deleted_at is null
                           and (position + g.n::int) % 97 = 0 order by position
                           limit ${PART_DISCOUNTS_PER_GROUP}) as p`,
      [ids],
    );
    for (const [minQuantity, basisPoints] of BREAKS) {
      await client.query(
        `insert into customer_group_breaks (group_id, min_quantity, basis_points) select unnest($1::uuid[]), $2, $3`,
        [ids, minQuantity, basisPoints],
      );
    }
    const {
      rows: [{ rules }],
    } = await client.query('select count(*)::int as rules from customer_group_discounts');
    return {
      firstGroupId: ids[0],
      summary: `${PRICE_GROUPS} customer groups, ${rules.toLocaleString('en')} discounts, ${BREAKS.length} quantity breaks each`,
    };
  }, databaseUrl);
}

/** Makes the account with this e-mail an approved workshop in the group, as the admin's approval does. */
export async function joinGroup(databaseUrl, email, groupId) {
  await withAdmin(
    (client) =>
      client.query(
        `insert into business_applications (user_id, kind, business_name, trade_licence, address, phone, state, group_id, decided_at)
         select id, 'workshop', 'Bench Workshop', 'DNCC-1', 'Mirpur, Dhaka', '+8801712345678', 'approved', $2, now()
         from users where email = $1`,
        [email, groupId],
      ),
    databaseUrl,
  );
}
