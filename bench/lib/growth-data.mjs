// Bulk data of the growth runs (performance-goals.md "Growth"): N customers and N paid orders with
// what the fulfilment step writes for each (order lines, a captured payment (the gateway's own
// records are the Razorpay emulator's file, not tables, decision 053), one account plan per unit, two confirmation messages in the outbox, the
// ordered cart with its lines and the session that placed it), some service requests, and N/10
// open carts of other visitors. Set-based SQL (insert … select … from generate_series), in one
// transaction, so 100k orders take seconds. Ids are allotted above the current maxima (the API is
// stopped while this runs) and the sequences are moved past them at the end.
//
// Shape per order i (1 … N): customer i, except every 5th order belongs to the previous customer
// (repeat buyers; every 5th customer signed up without buying); every 4th order has two lines;
// two thirds of the plans are activated; orders spread over the last two years.

/** Email of bulk customer i (1 … N). */
export const growthEmail = (i) => `growth.${i}@example.in`;

/** The bulk customer the account reads are measured for: one in the middle with two orders. */
export const signInIndex = (n) => 5 * Math.floor(n / 10) - 1;

const CITIES = `(values
  (0, 'mumbai', 'Mumbai', 'Maharashtra', '400050'),
  (1, 'delhi-ncr', 'New Delhi', 'Delhi', '110001'),
  (2, 'bangalore', 'Bengaluru', 'Karnataka', '560001'),
  (3, 'pune', 'Pune', 'Maharashtra', '411001'),
  (4, 'hyderabad', 'Hyderabad', 'Telangana', '500001'),
  (5, 'chennai', 'Chennai', 'Tamil Nadu', '600001')
) as c(k, key, city, state, pincode)`;

const PREP = (n) => [
  `create temp table g_base on commit drop as select
     (select coalesce(max(id), 0) from customers) as c, (select coalesce(max(id), 0) from carts) as k,
     (select coalesce(max(id), 0) from orders) as o, (select coalesce(max(id), 0) from order_items) as oi,
     (select coalesce(max(id), 0) from customer_plans) as cp, now() as t0`,
  `create temp table g_price on commit drop as
   select (row_number() over (order by pp.id) - 1)::int as k, pp.id as price_id, pp.plan_id, pl.sku,
          pl.display_title as title, pl.plan_type, pl.category_slug, pt.cart_type, pp.tenure_months,
          pp.price_paise, pp.min_device_price_paise
   from plan_prices pp join plans pl on pl.id = pp.plan_id join plan_types pt on pt.key = pl.plan_type
   where pl.is_active and pl.plan_type in ('extended-warranty', 'spills-and-drops', 'screen-protection')`,
  // One row per order line (line 0 always, line 1 on every 4th order).
  `create temp table g_line on commit drop as
   select o.i, l.line, b.oi + 2 * o.i - 1 + l.line as item_id, b.cp + 2 * o.i - 1 + l.line as plan_row_id,
          p.price_id, p.plan_id, p.sku, p.title, p.plan_type, p.category_slug, p.cart_type, p.tenure_months,
          p.price_paise, p.min_device_price_paise
   from generate_series(1, ${n}) o(i)
   cross join generate_series(0, 1) l(line)
   cross join g_base b
   cross join (select count(*)::int as n from g_price) pc
   join g_price p on p.k = (o.i * 13 + l.line * 7) % pc.n
   where l.line = 0 or o.i % 4 = 0`,
  `create temp table g_order on commit drop as
   select o.i, b.c + (case when o.i % 5 = 0 then o.i - 1 else o.i end) as customer_id,
          case when o.i % 5 = 0 then o.i - 1 else o.i end as cust,
          b.k + o.i as cart_id, b.o + o.i as order_id,
          b.t0 - make_interval(days => (o.i * 37) % 730, secs => (o.i * 7919) % 86400) as at,
          'KV' || upper(substr(md5('order' || o.i || random()), 1, 7)) || lpad(upper(to_hex(o.i)), 5, '0') as ref,
          encode(sha256(('session' || o.i || random())::bytea), 'hex') as owner_hash,
          'order_SBXgrowth' || lpad(o.i::text, 8, '0') as gw_order, 'pay_SBXgrowth' || lpad(o.i::text, 8, '0') as gw_pay,
          t.total, t.cart_type, c.key as city_key, c.city, c.state, c.pincode
   from generate_series(1, ${n}) o(i) cross join g_base b join ${CITIES} on c.k = o.i % 6
   join (select i, sum(price_paise)::bigint as total, min(cart_type) as cart_type from g_line group by i) t
     on t.i = o.i`,
  'analyze g_line',
  'analyze g_order',
];

const CUSTOMERS_AND_CARTS = (n) => [
  `insert into customers (id, public_id, first_name, last_name, email, phone, phone_verified_at, email_verified_at,
                          whatsapp_subscribed, created_at, updated_at)
   select b.c + i, replace(gen_random_uuid()::text, '-', ''),
          (array['Aarav','Priya','Rohan','Ananya','Vikram','Sneha','Arjun','Kavya'])[1 + i % 8],
          (array['Sharma','Iyer','Reddy','Patel','Nair','Gupta','Rao','Khan'])[1 + (i / 8) % 8],
          'growth.' || i || '@example.in', '+9170' || lpad(i::text, 8, '0'), t.at, case when i % 3 = 0 then t.at end,
          i % 2 = 0, t.at, t.at
   from generate_series(1, ${n}) i cross join g_base b
   cross join lateral (select b.t0 - make_interval(days => (i * 37) % 730 + 1) as at) t`,
  // The session that placed each order (expired 30 days after its last use, as anonymous ones do).
  `insert into sessions (id_hash, public_id, tab_id, created_at, last_seen_at, expires_at)
   select owner_hash, replace(gen_random_uuid()::text, '-', ''), 'tab-' || i, at - interval '20 minutes', at,
          at + interval '30 days'
   from g_order`,
  `insert into carts (id, token, owner_session_hash, type, channel, tab_id, city, pincode, version, name, email,
                      phone, address, status, created_at, updated_at)
   select o.cart_id, encode(sha256(('cart' || o.i || random())::bytea), 'base64'), o.owner_hash, o.cart_type,
          'website', 'tab-' || o.i, o.city_key, o.pincode, 3, cu.first_name || ' ' || cu.last_name, cu.email,
          cu.phone, jsonb_build_object('address', o.i || ', Growth Residency, Main Road', 'city', o.city,
          'state', o.state, 'pincode', o.pincode), 'ordered', o.at - interval '20 minutes', o.at
   from g_order o join customers cu on cu.id = o.customer_id`,
  `insert into cart_items (cart_id, plan_id, plan_price_id, quantity, device_detail, created_at)
   select o.cart_id, l.plan_id, l.price_id, 1,
          jsonb_build_object('category', l.category_slug, 'brand', 'Samsung', 'device_price',
                             l.min_device_price_paise + 100), o.at - interval '19 minutes'
   from g_line l join g_order o on o.i = l.i`,
  // Open carts of other visitors (N/10), one line each, with their sessions.
  `create temp table g_open on commit drop as
   select j, b.k + ${n} + j as cart_id, encode(sha256(('open' || j || random())::bytea), 'hex') as owner_hash,
          b.t0 - make_interval(mins => j % 1440) as at, p.plan_id, p.price_id, p.cart_type
   from generate_series(1, greatest(1, ${n} / 10)) j cross join g_base b
   cross join (select count(*)::int as n from g_price) pc join g_price p on p.k = (j * 11) % pc.n`,
  `insert into sessions (id_hash, public_id, created_at, last_seen_at, expires_at)
   select owner_hash, replace(gen_random_uuid()::text, '-', ''), at, at, at + interval '30 days' from g_open`,
  `insert into carts (id, token, owner_session_hash, type, channel, city, version, status, created_at, updated_at)
   select cart_id, encode(sha256(('opencart' || j || random())::bytea), 'base64'), owner_hash, cart_type,
          'website', 'mumbai', 2, 'open', at, at
   from g_open`,
  `insert into cart_items (cart_id, plan_id, plan_price_id, quantity, created_at)
   select cart_id, plan_id, price_id, 1, at from g_open`,
];

const ORDERS = [
  `insert into orders (id, order_ref, cart_id, cart_version, idempotency_key, owner_session_hash, customer_id,
                       status, channel, city, name, email, phone, address, item_total_paise, discount_paise,
                       amount_paise, currency, gateway, gateway_order_id, activation_token, created_at,
                       updated_at, paid_at)
   select o.order_id, o.ref, o.cart_id, 3, 'cart:' || o.cart_id || ':v3', o.owner_hash, o.customer_id, 'paid',
          'website', o.city_key, cu.first_name || ' ' || cu.last_name, cu.email, cu.phone, k.address, o.total, 0,
          o.total, 'INR', 'razorpay', o.gw_order, encode(sha256(('activation' || o.i || random())::bytea), 'base64'),
          o.at - interval '2 minutes', o.at, o.at
   from g_order o join customers cu on cu.id = o.customer_id join carts k on k.id = o.cart_id`,
  `insert into order_items (id, order_id, plan_id, plan_price_id, sku, title, plan_type, category_slug,
                            tenure_months, unit_price_paise, quantity, discount_paise, device_detail)
   select l.item_id, o.order_id, l.plan_id, l.price_id, l.sku, l.title, l.plan_type, l.category_slug,
          l.tenure_months, l.price_paise, 1, 0,
          jsonb_build_object('category', l.category_slug, 'brand', 'Samsung', 'device_price',
                             l.min_device_price_paise + 100)
   from g_line l join g_order o on o.i = l.i`,
  `insert into payments (order_id, gateway, gateway_order_id, gateway_payment_id, status, amount_paise, currency,
                         method, created_at, updated_at)
   select order_id, 'razorpay', gw_order, gw_pay, 'captured', total, 'INR', (array['upi','card','netbanking'])[1 + i % 3],
          at, at
   from g_order`,
  `insert into outbox (channel, topic, recipient, payload, idempotency_key, status, attempts, available_at,
                       created_at, sent_at)
   select ch.channel, 'order_confirmation', case ch.channel when 'sms' then cu.phone else cu.email end,
          jsonb_build_object('order_ref', o.ref, 'amount_paise', o.total, 'text',
                             'Kavach: your order ' || o.ref || ' is confirmed. Activate your plans at My Plans.'),
          'order-confirmation:' || ch.channel || ':' || o.ref, 'sent', 1, o.at, o.at, o.at + interval '1 second'
   from g_order o join customers cu on cu.id = o.customer_id cross join (values ('sms'), ('email')) ch(channel)`,
];

const PLANS = [
  `insert into customer_plans (id, osid, tokenized_osid, customer_id, order_id, order_item_id, unit_index, plan_id,
                               plan_price_id, plan_name, plan_type, category_slug, tenure_months, channel,
                               registration, purchased_at, activation_deadline, starts_on, ends_on, device,
                               activated_at, created_at, updated_at)
   select l.plan_row_id, encode(sha256(('osid' || l.plan_row_id || random())::bytea), 'base64'),
          encode(sha256(('tosid' || l.plan_row_id || random())::bytea), 'base64'), o.customer_id, o.order_id,
          l.item_id, 0, l.plan_id, l.price_id, l.title, l.plan_type, l.category_slug, l.tenure_months, 'website',
          case when a.act then 'registered' else 'pending' end, o.at,
          case when not a.act then (o.at + interval '30 days')::date end,
          case when a.act then (o.at + interval '2 days')::date end,
          case when a.act then (o.at + interval '2 days' + make_interval(months => l.tenure_months))::date end,
          case when a.act then jsonb_build_object('brand', 'Samsung', 'model', 'Galaxy A55', 'serial',
                                                 'SN' || l.plan_row_id, 'device_price', l.min_device_price_paise + 100)
               else '{}'::jsonb end,
          case when a.act then o.at + interval '2 days' end, o.at, o.at
   from g_line l join g_order o on o.i = l.i cross join lateral (select (l.i + l.line) % 3 <> 0 as act) a`,
  `insert into service_requests (sr_ref, customer_id, customer_plan_id, cover_title, process_type, status,
                                 problems, closed_at, created_at, updated_at)
   select to_char(o.at + interval '40 days', 'YYMMDD') || '-' || lpad(o.i::text, 6, '0'), o.customer_id,
          l.plan_row_id, 'Breakdown repair', 'pick_drop',
          case when o.i % 40 = 0 then 'pickup_scheduled' else 'closed' end, array['Not charging'],
          case when o.i % 40 = 0 then null else o.at + interval '45 days' end,
          o.at + interval '40 days', o.at + interval '45 days'
   from g_line l join g_order o on o.i = l.i where l.line = 0 and o.i % 20 = 0 and (l.i + l.line) % 3 <> 0`,
];

const SEQUENCES = ['customers', 'carts', 'orders', 'order_items', 'customer_plans'].map(
  (t) => `select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`,
);

/** The statements, in order; run them in ONE transaction (temp tables live until its commit). */
export function growthStatements(n) {
  if (!Number.isInteger(n) || n < 10 || n > 999_999) throw new Error(`size must be 10 … 999,999, not ${n}`);
  return [...PREP(n), ...CUSTOMERS_AND_CARTS(n), ...ORDERS, ...PLANS, ...SEQUENCES];
}

/** Tables the bulk rows land in (those whose size grows with N). */
export const GROWN_TABLES = [
  'customers',
  'sessions',
  'carts',
  'cart_items',
  'orders',
  'order_items',
  'payments',
  'outbox',
  'customer_plans',
  'service_requests',
  'service_request_events',
];

/**
 * Loads N customers and orders through `tx(sql, params?)` inside one transaction the caller opened,
 * then gives the sign-in customer the password hash of `passwordFromEmail` (an account the API
 * made, so the bench can sign in through the API without hashing passwords itself).
 */
export async function loadGrowthData(tx, n, { passwordFromEmail }) {
  for (const statement of growthStatements(n)) await tx(statement);
  await tx(
    `update customers set password_hash = (select password_hash from customers where email = $1)
     where email = $2`,
    [passwordFromEmail, growthEmail(signInIndex(n))],
  );
}
