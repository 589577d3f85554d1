import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  COD_RISK_ACTION_IDS,
  BUSINESS_APPLICATION_STATES,
  BUSINESS_KINDS,
  LOW_STOCK_THRESHOLD_DEFAULT,
  ORDER_ACTOR_IDS,
  ORDER_EVENT_STATE_IDS,
  ORDER_STATE_IDS,
  PAYMENT_METHOD_IDS,
  QUOTE_STORED_STATES,
  REFUND_STATUS_IDS,
  RETURN_REASON_IDS,
  RETURN_STATE_IDS,
  VITAL_METRICS,
  VIN_UNKNOWN_REASONS,
  type CodRiskReason,
} from '@motoforge/contract';

/** PostgreSQL's full-text document; written by a trigger (migration 0006), never by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Bookkeeping the server keeps about itself, e.g. which one-off seeds have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The part categories the admin keeps (docs/architecture.md); parts name theirs by slug. */
export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name on Bangla pages; empty: the English name shows there too. */
  nameBn: text('name_bn').notNull().default(''),
  /** Order in the category filter. */
  position: integer('position').notNull(),
});

export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Catalogue order: the home page shows positions 2 to 13 of this list. */
    position: integer('position').generatedAlwaysAsIdentity(),
    /**
     * The manufacturer's part number; new parts get the next `MF-nnnnn` unless one is given, with
     * more digits past 99,999 (`MF-100000`): parts_next_sku() of migration 0019.
     */
    sku: text('sku')
      .notNull()
      .unique()
      .default(sql`parts_next_sku()`),
    category: text('category')
      .notNull()
      .default('other')
      .references(() => categories.slug, { onUpdate: 'cascade' }),
    /** Cross-referenced OEM part numbers, as the manufacturer writes them. */
    oemNumbers: text('oem_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Old part numbers this part replaces, as the admin wrote them (docs/search.md#old-part-numbers).
     */
    replaces: text('replaces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The old numbers normalised as part numbers are compared (trigger-kept, migration 0021). */
    replacedNumbers: text('replaced_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SKU, OEM and old numbers lower-cased without spaces or dashes, space-separated (trigger-kept). */
    partNumbers: text('part_numbers').notNull().default(''),
    /** Names, part numbers and descriptions, English and Bangla, for full-text search (trigger-kept). */
    searchDocument: tsvector('search_document'),
    name: text('name').notNull(),
    img: text('img').notNull(),
    description: text('description').notNull(),
    /** Name and description on Bangla pages; empty: the English shows there too. */
    nameBn: text('name_bn').notNull().default(''),
    descriptionBn: text('description_bn').notNull().default(''),
    /** Money is kept as integer poisha (1 taka = 100 poisha). */
    pricePoisha: integer('price_poisha').notNull(),
    minimumOrder: integer('minimum_order').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    createdAt: createdAt(),
    /** When the back office last edited or restocked it: the version an edit must name (ADR 027). */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Listed as low on stock once its stock is at or below this (migration 0013 writes the same default). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(LOW_STOCK_THRESHOLD_DEFAULT),
    isLowStock: boolean('is_low_stock').generatedAlwaysAs(
      (): SQL => sql`${parts.availableQuantity} <= ${parts.lowStockThreshold}`,
    ),
    /** Removed from the catalogue; orders keep pointing at the row. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('parts_low_stock_threshold_non_negative', sql`${table.lowStockThreshold} >= 0`),
    index('parts_low_stock_idx')
      .on(table.position)
      .where(sql`${table.isLowStock} and ${table.deletedAt} is null`),
    check('parts_price_positive', sql`${table.pricePoisha} > 0`),
    check('parts_minimum_order_positive', sql`${table.minimumOrder} >= 1`),
    check('parts_available_quantity_non_negative', sql`${table.availableQuantity} >= 0`),
    index('parts_position_idx').on(table.position),
    index('parts_category_position_idx').on(table.category, table.position),
    index('parts_price_idx').on(table.pricePoisha),
    index('parts_created_at_idx').on(table.createdAt),
    index('parts_replaced_numbers_idx').using('gin', table.replacedNumbers),
    index('parts_normalized_sku_idx').on(sql`motoforge_normalize_part_number(${table.sku})`),
    index('parts_normalized_oem_numbers_idx').using('gin', sql`motoforge_normalize_part_numbers(${table.oemNumbers})`),
  ],
);

/**
 * The catalogue's words a typo can be corrected to, each with the number of live parts that have it,
 * kept by migration 0020's trigger on parts (docs/decisions/041-typo-tolerant-search.md).
 */
export const searchLexicon = pgTable('search_lexicon', {
  word: text('word').primaryKey(),
  parts: integer('parts').notNull(),
});

/**
 * Field vitals (docs/performance.md#field-vitals): one measurement of a sampled visit, with its
 * page's route pattern and nothing of the visitor. Kept 28 days (the prune-field-vitals job).
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    route: text('route').notNull(),
    metric: text('metric', { enum: VITAL_METRICS }).notNull(),
    value: doublePrecision('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('web_vitals_recorded_at_idx').on(table.recordedAt, table.route, table.metric)],
);

/** A model of motorbike as sold (docs/product.md#catalogue); a rider's bike is one of these and one year. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    /** Make and model as Bangla pages write them (বাজাজ, পালসার ১৫০); empty: the English shows. */
    makeBn: text('make_bn').notNull().default(''),
    modelBn: text('model_bn').notNull().default(''),
    /** Empty when the model has no variants. */
    variant: text('variant').notNull().default(''),
    /** The variant as Bangla pages write it (টুইন ডিস্ক; migration 0039); empty: the English shows. */
    variantBn: text('variant_bn').notNull().default(''),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to').notNull(),
    cc: smallint('cc').notNull(),
  },
  (table) => [
    uniqueIndex('vehicles_make_model_variant_idx').on(table.make, table.model, table.variant),
    check('vehicles_years_ordered', sql`${table.yearFrom} <= ${table.yearTo}`),
    check('vehicles_cc_positive', sql`${table.cc} > 0`),
  ],
);

/**
 * The admin's chassis-number patterns (docs/architecture.md#chassis-numbers): a maker code (VIN
 * characters 1–3) and a descriptor (characters 4–8, `?` for any one) that name a vehicle. A maker
 * code is known when a pattern has it, and is the make of its patterns' vehicles.
 */
export const vinPatterns = pgTable(
  'vin_patterns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    wmi: text('wmi').notNull(),
    descriptor: text('descriptor').notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('vin_patterns_wmi_descriptor_idx').on(table.wmi, table.descriptor),
    index('vin_patterns_vehicle_idx').on(table.vehicleId),
    check('vin_patterns_wmi_form', sql`${table.wmi} ~ '^[A-HJ-NPR-Z0-9]{3}$'`),
    check('vin_patterns_descriptor_form', sql`${table.descriptor} ~ '^[A-HJ-NPR-Z0-9?]{5}$'`),
  ],
);

/**
 * Chassis numbers the patterns could not name, for the admin to add: only the maker code and the
 * descriptor of each, never the whole number (ADR 048), with how often and when last.
 */
export const vinUnknowns = pgTable(
  'vin_unknowns',
  {
    wmi: text('wmi').notNull(),
    descriptor: text('descriptor').notNull(),
    reason: text('reason', { enum: VIN_UNKNOWN_REASONS }).notNull(),
    count: integer('count').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.wmi, table.descriptor] }),
    index('vin_unknowns_last_seen_idx').on(table.lastSeenAt),
  ],
);

/** A part fits a vehicle over some of its model years. No row for a part: fitment not listed. */
export const fitments = pgTable(
  'fitments',
  {
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.partId, table.vehicleId, table.yearFrom] }),
    index('fitments_vehicle_part_idx').on(table.vehicleId, table.partId),
    check('fitments_years_ordered', sql`${table.yearFrom} <= ${table.yearTo}`),
  ],
);

/**
 * A vehicle's assembly for its parts diagram (docs/product.md#parts-diagrams): one drawing, an SVG
 * kept as text or an uploaded image's URL (exactly one), and its size, so the page keeps its place.
 */
export const assemblies = pgTable(
  'assemblies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The name on Bangla pages; empty: the English name shows there too. */
    nameBn: text('name_bn').notNull().default(''),
    /** Order in the vehicle's list of assemblies. */
    position: integer('position').notNull(),
    drawingSvg: text('drawing_svg').notNull().default(''),
    drawingUrl: text('drawing_url').notNull().default(''),
    drawingWidth: integer('drawing_width').notNull(),
    drawingHeight: integer('drawing_height').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('assemblies_vehicle_slug_idx').on(table.vehicleId, table.slug),
    check('assemblies_one_drawing', sql`(${table.drawingSvg} = '') <> (${table.drawingUrl} = '')`),
  ],
);

/**
 * A numbered callout on an assembly's drawing: a part at (x, y), each from 0 to 1 across the
 * drawing, the quantity one bike takes, and the years it applies to (null: all the vehicle's).
 */
export const assemblyCallouts = pgTable(
  'assembly_callouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull().default(1),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    note: text('note').notNull().default(''),
  },
  (table) => [
    index('assembly_callouts_assembly_number_idx').on(table.assemblyId, table.number),
    index('assembly_callouts_part_idx').on(table.partId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    img: text('img'),
    rating: smallint('rating').notNull(),
    email: text('email').notNull(),
    review: text('review').notNull(),
    /** The account that wrote it; null for the seeded demo reviews. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    index('reviews_created_at_idx').on(table.createdAt),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('questions_created_at_idx').on(table.createdAt)],
);

/*
 * better-auth's tables (user, session, account, verification, with the admin plugin's fields),
 * written by hand because its CLI needs Node 22. Column names are ours; the adapter maps by the
 * JS property names, which must match better-auth's field names.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true, mode: 'date' }),
    /** The language the shop writes to this customer in (texts, e-mail): `en` or `bn`. */
    language: text('language').notNull().default('en'),
    /** The phone this account proved it holds (a cash-on-delivery code typed): where a password reset's SMS goes. */
    phoneNumber: text('phone_number'),
    phoneNumberVerifiedAt: timestamp('phone_number_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('users_language', sql`${table.language} in ('en', 'bn')`),
    uniqueIndex('users_phone_number_unique').on(table.phoneNumber),
    index('users_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_user_id_idx').on(table.userId),
    uniqueIndex('accounts_provider_account_idx').on(table.providerId, table.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** The order's states, actors and ways to pay are the contract's, listed once (docs/orders.md). */
export const ORDER_STATES = ORDER_STATE_IDS;
export const PAYMENT_METHODS = PAYMENT_METHOD_IDS;
export const REFUND_STATUSES = REFUND_STATUS_IDS;
export const ORDER_EVENT_STATES = ORDER_EVENT_STATE_IDS;
export const ORDER_EVENT_ACTORS = ORDER_ACTOR_IDS;

/**
 * What Manage All Orders' search reads of an order, as its trigram index has it (migration 0014):
 * queries must write it exactly so for the index to serve them.
 */
export const orderSearchText = (table: {
  email: AnyPgColumn;
  deliveryName: AnyPgColumn;
  id: AnyPgColumn;
  tnxId: AnyPgColumn;
}) =>
  sql`(lower(${table.email} || ' ' || coalesce(${table.deliveryName}, '') || ' ' || ${table.id}::text || ' ' || coalesce(${table.tnxId}, '')))`;

/**
 * One checkout: one payment and one delivery (docs/product.md#orders). Its parts are its lines, each of
 * which reads as the spec's booking (ADR 023). Amounts are computed by the server when it is placed.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The delivery address as one text: the spec's own field, or the checkout's parts joined. */
    address: text('address').notNull(),
    /** The short number people read out on the phone (MF-7K3QX9): migration 0018, ADR 038. */
    number: text('number')
      .notNull()
      .unique()
      .default(sql`order_number_of(nextval('order_number_seq'))`),
    /**
     * The spec's `paid`, computed by the database from when the money came (`paidAt`); the check
     * orders_paid_agrees_with_state keeps it in step with the state (docs/orders.md).
     */
    paid: boolean('paid')
      .notNull()
      .generatedAlwaysAs(sql`paid_at is not null`),
    /** What paid the order: the provider's payment id, or a cash receipt (COD-MF-7K3QX9); the spec's tnxId. */
    tnxId: text('tnx_id').unique(),
    /** The spec's `status` (false: PENDING, true: SHIPPING), computed from the state by the database. */
    status: boolean('status')
      .notNull()
      .generatedAlwaysAs(sql`state in ('shipped', 'delivered', 'returned')`),
    state: text('state', { enum: ORDER_STATES }).notNull().default('placed'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    subtotalPoisha: integer('subtotal_poisha').notNull(),
    deliveryFeePoisha: integer('delivery_fee_poisha').notNull().default(0),
    totalPoisha: integer('total_poisha').notNull(),
    /** The checkout's delivery details; null for an order placed on the spec's purchase page. */
    deliveryName: text('delivery_name'),
    divisionId: text('division_id'),
    districtId: text('district_id'),
    upazilaId: text('upazila_id'),
    street: text('street'),
    /** The checkout's Idempotency-Key: a retried checkout finds the order it already made. */
    idempotencyKey: text('idempotency_key'),
    /** The provider's intent the payment page uses now: the order's one live intent. */
    paymentIntentId: text('payment_intent_id').unique(),
    /**
     * Every intent a provider has answered for this order: only ever appended to, before the
     * intent's secret leaves the server, so that deleting or releasing the order cancels each one.
     */
    paymentIntentIds: text('payment_intent_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** When the buyer of a cash-on-delivery order typed the code sent to its phone. */
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Who carries it: an API courier's id (COURIER_IDS), set with its consignment while the order is
     * still packed, or the name the admin typed when shipping.
     */
    courier: text('courier'),
    trackingCode: text('tracking_code'),
    /**
     * The API courier's consignment (Steadfast's number, Pathao's consignment id, RedX's tracking
     * id), kept as soon as the courier answers, so a retry never makes a second (migration 0029, ADR 053).
     */
    courierConsignmentId: text('courier_consignment_id'),
    /** A cancelled or returned order's refund: null when nothing was paid (ADR 025). */
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    /** Why the provider refused the refund, for the admin. */
    refundProblem: text('refund_problem'),
    /** A COD order's risk score and its reasons when placed (migration 0032, docs/orders.md#cod-risk); null otherwise. */
    codRiskScore: smallint('cod_risk_score'),
    codRiskReasons: jsonb('cod_risk_reasons').$type<CodRiskReason[]>().notNull().default([]),
    /** Held for the admin's check of its COD risk: it cannot be packed until released. */
    heldAt: timestamp('held_at', { withTimezone: true, mode: 'date' }),
    holdReleasedAt: timestamp('hold_released_at', { withTimezone: true, mode: 'date' }),
    holdReleasedBy: text('hold_released_by').references(() => users.id, { onDelete: 'set null' }),
    /** When its buyer refused the COD parcel at the door (the `refuse` move). */
    refusedAt: timestamp('refused_at', { withTimezone: true, mode: 'date' }),
    /** When its refund began to wait, which the law's refund deadline counts from (migration 0033). */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
    /**
     * What a risky COD order asks to be paid online before it is confirmed (its delivery fee), part
     * of its total; 0 when nothing (migration 0037, ADR 063). When and by which SSLCommerz payment
     * (its bank_tran_id) it came.
     */
    advancePoisha: integer('advance_poisha').notNull().default(0),
    advancePaidAt: timestamp('advance_paid_at', { withTimezone: true, mode: 'date' }),
    advanceTnxId: text('advance_tnx_id').unique(),
  },
  (table) => [
    // Online orders are paid from confirmed on, cash on delivery from delivered on; a cancelled
    // one either way (isPaidInState in the contract says the same).
    check(
      'orders_paid_agrees_with_state',
      sql`case ${table.state}
        when 'placed' then ${table.paidAt} is null
        when 'confirmed' then (${table.paidAt} is not null) = (${table.paymentMethod} <> 'cod')
        when 'packed' then (${table.paidAt} is not null) = (${table.paymentMethod} <> 'cod')
        when 'shipped' then (${table.paidAt} is not null) = (${table.paymentMethod} <> 'cod')
        when 'delivered' then ${table.paidAt} is not null
        when 'returned' then ${table.paidAt} is not null
        else true end`,
    ),
    check('orders_tnx_id_when_paid', sql`(${table.tnxId} is not null) = (${table.paidAt} is not null)`),
    check(
      'orders_advance_within_total',
      sql`${table.advancePoisha} >= 0 and ${table.advancePoisha} <= ${table.totalPoisha} and (${table.advancePoisha} = 0 or ${table.paymentMethod} = 'cod')`,
    ),
    check(
      'orders_advance_tnx_id_when_paid',
      sql`(${table.advanceTnxId} is not null) = (${table.advancePaidAt} is not null) and (${table.advancePaidAt} is null or ${table.advancePoisha} > 0)`,
    ),
    // An order asking an advance is confirmed only once it is paid (the move `pay-advance`).
    check(
      'orders_confirmed_after_advance',
      sql`${table.state} in ('placed', 'cancelled') or ${table.advancePoisha} = 0 or ${table.advancePaidAt} is not null`,
    ),
    check('orders_refund_status_known', sql`${table.refundStatus} in ('pending', 'failed', 'refunded')`),
    check(
      'orders_state_known',
      sql`${table.state} in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned')`,
    ),
    check('orders_payment_method_known', sql`${table.paymentMethod} in ('card', 'cod', 'sslcommerz')`),
    check(
      'orders_total_adds_up',
      sql`${table.totalPoisha} = ${table.subtotalPoisha} + ${table.deliveryFeePoisha} and ${table.subtotalPoisha} > 0 and ${table.deliveryFeePoisha} >= 0`,
    ),
    index('orders_user_id_idx').on(table.userId),
    uniqueIndex('orders_user_idempotency_key_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // The once-a-minute look for unpaid orders past their hold reads only these.
    index('orders_unpaid_created_at_idx')
      .on(table.createdAt)
      .where(sql`not ${table.paid}`),
    // Manage All Orders (migration 0014, ADR 028): newest first, whole or by one filter, and searched.
    // Also INCLUDEs state, payment_method and total_poisha, for the sales page (drizzle cannot say so).
    index('orders_created_at_id_idx').on(table.createdAt.desc(), table.id.desc()),
    index('orders_state_created_at_idx').on(table.state, table.createdAt.desc(), table.id.desc()),
    index('orders_state_payment_method_created_at_idx').on(
      table.state,
      table.paymentMethod,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('orders_payment_method_created_at_idx').on(table.paymentMethod, table.createdAt.desc(), table.id.desc()),
    index('orders_search_trgm_idx').using('gin', sql`${orderSearchText(table)} gin_trgm_ops`),
    // A COD order's risk reads the phone's earlier orders (migration 0032).
    index('orders_phone_created_at_idx').on(table.phone, table.createdAt.desc()),
    // The law's deadlines (migration 0033): paid orders on their way, and refunds waiting.
    index('orders_delivery_deadline_idx')
      .on(table.paidAt)
      .where(sql`${table.state} in ('confirmed', 'packed', 'shipped') and ${table.paidAt} is not null`),
    index('orders_refund_deadline_idx')
      .on(table.refundRequestedAt)
      .where(sql`${table.refundStatus} in ('pending', 'failed')`),
    // A courier's webhook names its consignment: the order it belongs to, found at once.
    uniqueIndex('orders_courier_consignment_idx')
      .on(table.courier, table.courierConsignmentId)
      .where(sql`${table.courierConsignmentId} is not null`),
  ],
);

/**
 * SPEC "booking": one part of an order. Name and unit price are copied when the order is placed.
 * The first line (position 0) has its order's id, so a booking id of a one-part order is its order's.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    productName: text('product_name').notNull(),
    pricePoisha: integer('price_poisha').notNull(),
    /**
     * The part's list price when the line was ordered, which a group price or a quote may undercut:
     * the invoice prints it beside the price charged (migration 0036; null on lines ordered before).
     */
    listPricePoisha: integer('list_price_poisha'),
    quantity: integer('quantity').notNull(),
    /**
     * The buyer's bike the shop said this part fits when it was ordered ("Pulsar 150 Twin Disc
     * 2019"), or null: what the fit guarantee reads (migration 0034, docs/returns.md#fit-guarantee).
     */
    fitsVehicleId: integer('fits_vehicle_id'),
    fitsYear: smallint('fits_year'),
    fitsBike: text('fits_bike'),
  },
  (table) => [
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_price_positive', sql`${table.pricePoisha} > 0`),
    check('order_lines_list_price_positive', sql`${table.listPricePoisha} > 0`),
    uniqueIndex('order_lines_order_position_idx').on(table.orderId, table.position),
    index('order_lines_part_id_idx').on(table.partId),
  ],
);

/** An order's timeline (docs/product.md#orders): each change, when, by whom, written in the change's transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ORDER_EVENT_STATES }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    by: text('by', { enum: ORDER_EVENT_ACTORS }).notNull(),
    byUserId: text('by_user_id'),
    note: text('note'),
  },
  (table) => [
    check(
      'order_events_state_known',
      sql`${table.state} in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'refund-failed', 'return-requested', 'return-accepted', 'return-refused', 'return-received', 'return-refunded', 'return-refund-failed')`,
    ),
    check('order_events_by_known', sql`${table.by} in ('buyer', 'admin', 'system')`),
    index('order_events_order_id_at_idx').on(table.orderId, table.at),
  ],
);

/** Profile details (SPEC "Profile detail"), one row per account. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  education: text('education').notNull(),
  location: text('location').notNull(),
  linkedin: text('linkedin').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Intents of the built-in test payment provider (Stripe keeps its own). Never a card number. */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    orderId: uuid('order_id').notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One live (payable or paid) intent per order, whatever the concurrency: a second can only be
    // made once the first is cancelled, so no order is ever charged twice.
    uniqueIndex('test_payment_intents_one_live_per_order_idx')
      .on(table.orderId)
      .where(sql`${table.status} <> 'canceled'`),
  ],
);

/** The test provider's part refunds (a return's), one per key however often asked (migration 0034). */
export const testPaymentRefunds = pgTable(
  'test_payment_refunds',
  {
    key: text('key').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => testPaymentIntents.id, { onDelete: 'cascade' }),
    amountPoisha: integer('amount_poisha').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('test_payment_refunds_amount_positive', sql`${table.amountPoisha} > 0`)],
);

/** Webhook events already handled, so a replayed event changes nothing. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A rider's saved bikes (My Garage, docs/product.md#catalogue); at most one is current. */
export const garageBikes = pgTable(
  'garage_bikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    current: boolean('current').notNull().default(false),
    /** The chassis number the rider saved the bike by, if any: theirs alone, never shown to others (ADR 048). */
    vin: text('vin'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('garage_bikes_user_bike_idx').on(table.userId, table.vehicleId, table.year),
    uniqueIndex('garage_bikes_one_current_idx')
      .on(table.userId)
      .where(sql`${table.current}`),
  ],
);

/** A signed-in customer's cart (docs/product.md#checkout): a part at most once. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.partId] }),
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every SMS and e-mail the shop sends, and what its transport answered (docs/design.md#checkout). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** What it was sent for (`phone-code`…); limits count by it. */
    purpose: text('purpose').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    /** `recorded`: kept here only (no transport set up); `sent` or `failed`: the transport's answer. */
    status: text('status', { enum: ['recorded', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [
    check('outbox_channel_known', sql`${table.channel} in ('sms', 'email')`),
    check('outbox_status_known', sql`${table.status} in ('recorded', 'sent', 'failed')`),
    index('outbox_created_at_idx').on(table.createdAt),
    index('outbox_to_created_at_idx').on(table.to, table.createdAt),
    index('outbox_user_purpose_created_at_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

/** The current phone code of a cash-on-delivery order; only its hash is kept. */
export const phoneCodes = pgTable('phone_codes', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  tries: smallint('tries').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The current "forgot password" SMS code of a phone, whether or not an account holds it; only its hash is kept. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  phone: text('phone').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  tries: smallint('tries').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const SSLCOMMERZ_PAYMENT_STATUSES = [
  'started',
  'paid',
  'held',
  'refused',
  'invalid',
  'failed',
  'cancelled',
  'unavailable',
] as const;

/** What an SSLCommerz attempt pays: the order's total, or a risky COD order's advance (ADR 063). */
export const SSLCOMMERZ_PAYMENT_PURPOSES = ['order', 'advance'] as const;

/**
 * One attempt to pay an order through SSLCommerz: our tran_id, what the validation API reported,
 * and why the attempt did not pay the order when it did not (for the admin).
 */
export const sslcommerzPayments = pgTable(
  'sslcommerz_payments',
  {
    tranId: text('tran_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPoisha: integer('amount_poisha').notNull(),
    /** Migration 0037. */
    purpose: text('purpose', { enum: SSLCOMMERZ_PAYMENT_PURPOSES }).notNull().default('order'),
    sessionKey: text('session_key'),
    status: text('status', { enum: SSLCOMMERZ_PAYMENT_STATUSES }).notNull().default('started'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    riskLevel: smallint('risk_level'),
    problem: text('problem'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'sslcommerz_payments_status_known',
      sql`${table.status} in ('started', 'paid', 'held', 'refused', 'invalid', 'failed', 'cancelled', 'unavailable')`,
    ),
    check('sslcommerz_payments_purpose_known', sql`${table.purpose} in ('order', 'advance')`),
    index('sslcommerz_payments_order_id_idx').on(table.orderId, table.createdAt),
  ],
);

/**
 * The settings the admin changes (docs/product.md#checkout), in poisha: one row (id 1), made by migration 0016
 * with the defaults. Read in every checkout's transaction, so a change counts at once on every
 * server process (ADR 031).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    deliveryFeeInsideDhakaPoisha: integer('delivery_fee_inside_dhaka_poisha').notNull().default(7_000),
    deliveryFeeOutsideDhakaPoisha: integer('delivery_fee_outside_dhaka_poisha').notNull().default(13_000),
    codMaxPoisha: integer('cod_max_poisha').notNull().default(2_000_000),
    /** The seller's name and address as its VAT invoices print them (migration 0028). */
    sellerName: text('seller_name').notNull().default('MotoForge'),
    sellerAddress: text('seller_address').notNull().default(''),
    /** The shop's BIN for VAT invoices, 13 digits, or '' until the admin sets it (migration 0028). */
    vatBin: text('vat_bin').notNull().default(''),
    /** The VAT rate in hundredths of a percent: 1500 is 15% (docs/decisions/051-vat-invoices.md). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(1_500),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    invoicePrefix: text('invoice_prefix').notNull().default('MF'),
    /** A COD order scoring this or more is held or must be paid online; 0 turns it off (migration 0032). */
    codRiskThreshold: smallint('cod_risk_threshold').notNull().default(50),
    codRiskAction: text('cod_risk_action', { enum: COD_RISK_ACTION_IDS }).notNull().default('hold'),
    /** The law's deadlines (migration 0033, docs/orders.md#deadlines). */
    deliveryDaysSameCity: smallint('delivery_days_same_city').notNull().default(5),
    deliveryDaysElsewhere: smallint('delivery_days_elsewhere').notNull().default(10),
    complaintHours: smallint('complaint_hours').notNull().default(72),
    refundDays: smallint('refund_days').notNull().default(10),
    /** Days after delivery a buyer may ask to return parts, and where parts are sent back (migration 0034). */
    returnWindowDays: smallint('return_window_days').notNull().default(7),
    returnAddress: text('return_address').notNull().default(''),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_settings_one_row', sql`${table.id} = 1`),
    check(
      'shop_settings_amounts',
      sql`${table.deliveryFeeInsideDhakaPoisha} >= 0 and ${table.deliveryFeeOutsideDhakaPoisha} >= 0 and ${table.codMaxPoisha} > 0`,
    ),
    check(
      'shop_settings_cod_risk',
      sql`${table.codRiskThreshold} between 0 and 200 and ${table.codRiskAction} in ('hold', 'pay-online', 'advance-delivery-fee')`,
    ),
    check(
      'shop_settings_deadlines',
      sql`${table.deliveryDaysSameCity} between 1 and 60 and ${table.deliveryDaysElsewhere} between 1 and 60 and ${table.refundDays} between 1 and 60 and ${table.complaintHours} between 1 and 720`,
    ),
    check(
      'shop_settings_vat',
      sql`${table.vatBin} ~ '^([0-9]{13})?$' and ${table.vatRateBasisPoints} between 0 and 10000 and ${table.invoicePrefix} ~ '^[A-Z0-9-]{1,10}$'`,
    ),
  ],
);

/**
 * The last VAT invoice serial handed out in each fiscal year ('2026-27', July to June in Dhaka): one
 * row a year, raised in the transaction that stores the invoice, so serials have no gaps (ADR 051).
 */
export const invoiceSerials = pgTable(
  'invoice_serials',
  {
    fiscalYear: text('fiscal_year').primaryKey(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [check('invoice_serials_positive', sql`${table.lastSerial} >= 1`)],
);

/**
 * An order's VAT invoice (Mushak 6.3): its number, when it was first issued, and the VAT settings it
 * was issued under, so a later change of the settings never rewrites an invoice (ADR 051).
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fiscalYear: text('fiscal_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerBin: text('seller_bin').notNull(),
    /** An approved business account's BIN when the invoice was issued, or '' (migration 0036). */
    buyerBin: text('buyer_bin').notNull().default(''),
    /**
     * The approved business account's registered name and address when the invoice was issued, or
     * '' (migration 0038): the buyer's on the invoice, the delivery address its destination.
     */
    buyerName: text('buyer_name').notNull().default(''),
    buyerAddress: text('buyer_address').notNull().default(''),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    pricesIncludeVat: boolean('prices_include_vat').notNull(),
  },
  (table) => [
    unique('invoices_fiscal_year_serial_unique').on(table.fiscalYear, table.serial),
    index('invoices_issued_at_idx').on(table.issuedAt),
  ],
);

/** Stock added to a part by the back office: who, how many, when and why (docs/product.md#back-office). */
export const partRestocks = pgTable(
  'part_restocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name (or e-mail) then, so the log still says who after the account is gone. */
    byName: text('by_name').notNull(),
    availableQuantityAfter: integer('available_quantity_after').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('part_restocks_quantity_positive', sql`${table.quantity} >= 1`),
    index('part_restocks_part_created_idx').on(table.partId, table.createdAt.desc(), table.id.desc()),
  ],
);

/** The admin's customer groups (docs/product.md#business-accounts): a business account is charged its group's prices. */
export const customerGroups = pgTable('customer_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** The name on Bangla pages; empty: the English name shows there too. */
  nameBn: text('name_bn').notNull().default(''),
  /** A member's order must come to this much, in poisha, before delivery (0: no minimum; migration 0031). */
  minimumOrderPoisha: integer('minimum_order_poisha').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A group's discount off the list price, in hundredths of a percent: for a category, or for one
 * part, which wins over its category's (docs/decisions/054-business-prices.md).
 */
export const customerGroupDiscounts = pgTable(
  'customer_group_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    category: text('category').references(() => categories.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    partId: uuid('part_id').references(() => parts.id, { onDelete: 'cascade' }),
    basisPoints: integer('basis_points').notNull(),
  },
  (table) => [
    check('customer_group_discounts_one_target', sql`(${table.category} is null) <> (${table.partId} is null)`),
    check('customer_group_discounts_range', sql`${table.basisPoints} between 1 and 9000`),
    uniqueIndex('customer_group_discounts_group_category_idx')
      .on(table.groupId, table.category)
      .where(sql`${table.category} is not null`),
    uniqueIndex('customer_group_discounts_group_part_idx')
      .on(table.groupId, table.partId)
      .where(sql`${table.partId} is not null`),
  ],
);

/** A group's quantity break: from `minQuantity` of one line on, a further discount off the group's price. */
export const customerGroupBreaks = pgTable(
  'customer_group_breaks',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    basisPoints: integer('basis_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.minQuantity] }),
    check('customer_group_breaks_quantity', sql`${table.minQuantity} >= 2`),
    check('customer_group_breaks_range', sql`${table.basisPoints} between 1 and 9000`),
  ],
);

/**
 * A buyer's application for a business account, one per account (migration 0030): pending until the
 * admin approves it into a group or refuses it with a note; a refused buyer may apply again.
 */
export const businessApplications = pgTable(
  'business_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BUSINESS_KINDS }).notNull(),
    businessName: text('business_name').notNull(),
    tradeLicence: text('trade_licence').notNull(),
    /** The business's own BIN, 13 digits, or ''. */
    bin: text('bin').notNull().default(''),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    state: text('state', { enum: BUSINESS_APPLICATION_STATES }).notNull().default('pending'),
    note: text('note').notNull().default(''),
    groupId: uuid('group_id').references(() => customerGroups.id, { onDelete: 'restrict' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('business_applications_kind_known', sql`${table.kind} in ('workshop', 'dealer')`),
    check('business_applications_state_known', sql`${table.state} in ('pending', 'approved', 'refused')`),
    check(
      'business_applications_group_when_approved',
      sql`(${table.state} = 'approved') = (${table.groupId} is not null)`,
    ),
    index('business_applications_state_created_at_idx').on(table.state, table.createdAt.desc(), table.id.desc()),
    index('business_applications_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('business_applications_group_id_idx').on(table.groupId),
  ],
);

/** A buyer's return of parts of a delivered order (migration 0034, docs/returns.md). */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: RETURN_STATE_IDS }).notNull().default('requested'),
    note: text('note'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    adminNote: text('admin_note'),
    shopPaysReturn: boolean('shop_pays_return').notNull().default(false),
    pickupCourier: text('pickup_courier'),
    pickupReference: text('pickup_reference'),
    sendTo: text('send_to'),
    refundPoisha: integer('refund_poisha').notNull().default(0),
    refundStatus: text('refund_status', { enum: REFUND_STATUS_IDS }),
    refundProblem: text('refund_problem'),
    refundReference: text('refund_reference'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('returns_state_known', sql`${table.state} in ('requested', 'accepted', 'refused', 'received', 'refunded')`),
    check('returns_refund_status_known', sql`${table.refundStatus} in ('pending', 'failed', 'refunded')`),
    check('returns_refund_not_negative', sql`${table.refundPoisha} >= 0`),
    index('returns_order_id_idx').on(table.orderId),
    index('returns_state_created_at_idx').on(table.state, table.createdAt.desc()),
    index('returns_refund_deadline_idx')
      .on(table.refundRequestedAt)
      .where(sql`${table.refundStatus} in ('pending', 'failed')`),
  ],
);

/** One order line of a return: how many, why, and what became of them when they arrived. */
export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: RETURN_REASON_IDS }).notNull(),
    /** The fit guarantee covers it: returned as not fitting a bike the shop said it fits. */
    isGuaranteed: boolean('is_guaranteed').notNull().default(false),
    resellable: boolean('resellable'),
  },
  (table) => [
    primaryKey({ name: 'return_lines_pk', columns: [table.returnId, table.orderLineId] }),
    check('return_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('return_lines_reason_known', sql`${table.reason} in ('does-not-fit', 'damaged', 'wrong-part', 'other')`),
    index('return_lines_order_line_id_idx').on(table.orderLineId),
    index('return_lines_part_id_idx').on(table.partId),
  ],
);

/**
 * A business buyer's request for a quote on their cart, and the admin's answer (migration 0035,
 * docs/decisions/057-quotes.md). `expired` is never stored: a priced quote past `ends_at` reads so.
 * Accepting it is one conditional UPDATE from `priced`, in the order's own transaction.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: QUOTE_STORED_STATES }).notNull().default('requested'),
    /** The buyer's note with the request. */
    note: text('note').notNull().default(''),
    /** The last day it may be accepted (`YYYY-MM-DD`, Dhaka), and the instant that day ends. */
    validUntil: text('valid_until'),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('quotes_state_known', sql`${table.state} in ('requested', 'priced', 'accepted', 'refused')`),
    check(
      'quotes_dated_when_priced',
      sql`(${table.state} in ('priced', 'accepted')) <= (${table.endsAt} is not null and ${table.validUntil} is not null)`,
    ),
    index('quotes_user_id_created_at_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('quotes_state_created_at_idx').on(table.state, table.createdAt.desc(), table.id.desc()),
    index('quotes_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** A quote's lines: the cart's parts and quantities when it was asked for, and the admin's prices. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    quantity: integer('quantity').notNull(),
    /** The buyer's own price (the group's, ADR 054) when asked for, as the admin's reference. */
    listPricePoisha: integer('list_price_poisha').notNull(),
    /** The quoted unit price; null until priced. */
    pricePoisha: integer('price_poisha'),
  },
  (table) => [
    uniqueIndex('quote_lines_quote_id_position_idx').on(table.quoteId, table.position),
    uniqueIndex('quote_lines_quote_id_part_id_idx').on(table.quoteId, table.partId),
    index('quote_lines_part_id_idx').on(table.partId),
    check('quote_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('quote_lines_price_positive', sql`${table.pricePoisha} is null or ${table.pricePoisha} > 0`),
  ],
);

/** A quote's history: each move, who made it and when, written in the move's transaction. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    state: text('state', { enum: QUOTE_STORED_STATES }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('quote_events_quote_id_created_at_idx').on(table.quoteId, table.createdAt)],
);
