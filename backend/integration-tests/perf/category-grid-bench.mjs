// Measures the admin assignment grid endpoint with a large catalogue.
//
//   DATABASE_URL=postgres://…/my_scratch_db BACKEND_URL=http://localhost:9430 \
//     node integration-tests/perf/category-grid-bench.mjs --insert=10000 --confirm-db=my_scratch_db
//
// --insert copies the seeded products (with one variant each, half of them
// without inventory management = in stock) into N extra published products
// named "Bench …" and assigns them to the categories of their originals. It
// writes only into the database named by --confirm-db, which must equal
// DATABASE_URL's; never point it at a shop you care about. --cleanup removes them.
import pg from "pg"

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=")
    return [k, v ?? true]
  }),
)
const url = new URL(process.env.DATABASE_URL)
const dbName = url.pathname.slice(1)
const backend = process.env.BACKEND_URL ?? "http://localhost:9000"

if ((args.insert || args.cleanup) && args["confirm-db"] !== dbName) {
  console.error(`refusing to write: --confirm-db must be ${dbName}`)
  process.exit(1)
}

const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()

if (args.cleanup) {
  await client.query(`delete from product_variant where product_id in (select id from product where handle like 'bench-%')`)
  await client.query(`delete from product where handle like 'bench-%'`)
  console.log("bench products removed")
}

if (args.insert) {
  const n = Number(args.insert)
  await client.query("begin")
  await client.query(
    `with src as (
       select p.*, row_number() over (order by p.id) - 1 as i, count(*) over () as total
         from product p where p.deleted_at is null and p.handle not like 'bench-%'),
     gen as (select g from generate_series(0, $1::int - 1) g)
     insert into product (id, title, handle, status, is_giftcard, discountable, thumbnail, metadata, created_at, updated_at)
     select 'prod_bench_' || lpad(g::text, 6, '0'), 'Bench ' || src.title || ' #' || g, 'bench-' || g, 'published', false, true,
            src.thumbnail, src.metadata, now(), now()
       from gen join src on src.i = g % src.total`,
    [n],
  )
  await client.query(
    `insert into product_variant (id, title, product_id, manage_inventory, allow_backorder, variant_rank, created_at, updated_at)
     select 'variant_bench_' || substr(p.id, 12), 'Default', p.id, (substr(p.id, 12)::int % 2 = 0), false, 0, now(), now()
       from product p where p.handle like 'bench-%'`,
  )
  await client.query(
    `insert into product_category_product (product_id, product_category_id)
     select b.id, pcp.product_category_id
       from product b
       join lateral (select p.id from product p where p.handle not like 'bench-%' and p.deleted_at is null
                      order by p.id offset (substr(b.id, 12)::int % (select count(*) from product where handle not like 'bench-%' and deleted_at is null)) limit 1) o on true
       join product_category_product pcp on pcp.product_id = o.id
      where b.handle like 'bench-%' on conflict do nothing`,
  )
  await client.query("commit")
  console.log(`inserted ${n} bench products`)
}

const { rows } = await client.query(`select count(*)::int as n from product where deleted_at is null`)
await client.end()

const login = await fetch(`${backend}/auth/user/emailpass`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? "admin@electroshop.local", password: process.env.ADMIN_PASSWORD ?? "Admin123!" }),
})
const { token } = await login.json()
const cases = {
  "first page": "limit=50",
  "page 100": "limit=50&offset=4950",
  "text search": "q=iphone&limit=50",
  "manufacturer + device type + quality": "manufacturer=Apple&device_type=phone&quality=A&limit=50",
  "in stock": "in_stock=true&limit=50",
  "sold out, page 20": "in_stock=false&limit=50&offset=950",
  category:
    "category_id=" +
    (await (await fetch(`${backend}/admin/type-categories`, { headers: { authorization: `Bearer ${token}` } })).json()).type_categories[0].id +
    "&limit=50",
}
console.log(`products in the database: ${rows[0].n}`)
for (const [name, qs] of Object.entries(cases)) {
  const times = []
  let count
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now()
    const res = await fetch(`${backend}/admin/product-categories-bulk/products?${qs}`, { headers: { authorization: `Bearer ${token}` } })
    const body = await res.json()
    times.push(performance.now() - t0)
    count = body.count
  }
  times.shift() // warm-up
  times.sort((a, b) => a - b)
  console.log(`${name.padEnd(40)} count=${String(count).padStart(6)}  median ${times[2].toFixed(0)} ms  max ${times[4].toFixed(0)} ms`)
}
