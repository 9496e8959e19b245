#!/usr/bin/env node
/**
 * Fills a scratch shop database with many products for `npm run bench -- --large`:
 *
 *   node scripts/generate-products.mjs postgres://…/electroshop_big [--count=100000]
 *
 * It writes only into the database on its command line (never DATABASE_URL
 * from the environment), and refuses the database `npm start` uses unless
 * `--yes-the-start-database=<its name>` repeats that name.
 *
 * How: every generated product is a copy of one seeded demo product (the
 * database must hold a seeded shop: start the shop on it once) with all that
 * Medusa keeps of it: options and values, variants and their option values,
 * price sets, base prices (amounts spread ±20 %), sales channels, categories,
 * images, inventory items, levels and their links. Copying rows in SQL keeps
 * Medusa's tables consistent at about 10 s per 100,000 products, where
 * createProductsWorkflow needs hours; ids are the template's with `_g<n>`
 * appended, handles get `-g<n>`. `--remove` deletes what an earlier run made.
 * Afterwards the catalogue listing's read model is rebuilt through Medusa
 * (`medusa exec`), which prices every product with Medusa's pricing (about 20
 * minutes per 100,000, and 30 more for the Search module's documents).
 *
 * `--copy-read-model`, for benchmarks: the listing rows and search documents
 * of the new products are copied from their template's in SQL instead (ids,
 * handle, title, popularity and creation time the copy's, the listing's
 * lowest price scaled like its prices; the cards keep the template's prices),
 * then only the category rows and facets are rewritten through Medusa: a
 * minute instead of most of an hour.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import pg from "pg"
import { ROOT, resolveConfig } from "./lib/config.mjs"

const args = process.argv.slice(2)
const flag = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split("=")
    .slice(1)
    .join("=")
const url = args.find((a) => !a.startsWith("--"))
if (!url) fail("usage: node scripts/generate-products.mjs <database-url> [--count=100000] [--copy-read-model] [--remove]")
const dbName = new URL(url).pathname.slice(1)
const count = Number(flag("count") ?? 100000)
const copyReadModel = args.includes("--copy-read-model")

const config = resolveConfig()
const startDb = config.databaseUrl ? new URL(config.databaseUrl) : new URL(`postgres://localhost:${config.embeddedPgPort}/electroshop_${config.variant}`)
const target = new URL(url)
const isStartDb = target.port === (startDb.port || "5432") && dbName === startDb.pathname.slice(1)
if (isStartDb && flag("yes-the-start-database") !== dbName) {
  fail(`${dbName} is the database npm start uses; add --yes-the-start-database=${dbName} if you really mean it`)
}

/** Each copied table: how its rows reach their product (`pid`), and the columns that change in a copy. */
const TABLES = [
  {
    table: "product",
    from: "product s",
    pid: "s.id",
    change: {
      id: "sfx",
      handle: "s.handle || '-g' || g",
      title: "s.title || ' ' || (array['Edice','Ediție','Limited','Plus','Lite','Max'])[1 + g % 6] || ' ' || g",
      metadata: "jsonb_set(coalesce(s.metadata, '{}'), '{popularity}', to_jsonb((g * 7919) % 1000))",
      created_at: "now() - (g % 1000) * interval '1 hour'",
      updated_at: "now()",
    },
  },
  { table: "image", from: "image s", pid: "s.product_id", change: { id: "sfx", product_id: "sfx" } },
  // Options belong to products through product_product_option (Medusa 2.16+); each copy gets its own options.
  {
    table: "product_option",
    from: "product_option s join product_product_option ppo on ppo.product_option_id = s.id",
    pid: "ppo.product_id",
    change: { id: "sfx" },
  },
  {
    table: "product_option_value",
    from: "product_option_value s join product_product_option ppo on ppo.product_option_id = s.option_id",
    pid: "ppo.product_id",
    change: { id: "sfx", option_id: "sfx" },
  },
  {
    table: "product_product_option",
    from: "product_product_option s",
    pid: "s.product_id",
    change: { id: "sfx", product_id: "sfx", product_option_id: "sfx" },
  },
  {
    table: "product_product_option_value",
    from: "product_product_option_value s join product_product_option ppo on ppo.id = s.product_product_option_id",
    pid: "ppo.product_id",
    change: { id: "sfx", product_product_option_id: "sfx", product_option_value_id: "sfx" },
  },
  {
    table: "product_variant",
    from: "product_variant s",
    pid: "s.product_id",
    change: { id: "sfx", product_id: "sfx", sku: "sfx", ean: "sfx", upc: "sfx", barcode: "sfx" },
  },
  {
    table: "product_variant_option",
    from: "product_variant_option s join product_variant v on v.id = s.variant_id",
    pid: "v.product_id",
    change: { variant_id: "sfx", option_value_id: "sfx" },
  },
  { table: "product_sales_channel", from: "product_sales_channel s", pid: "s.product_id", change: { id: "sfx", product_id: "sfx" } },
  { table: "product_category_product", from: "product_category_product s", pid: "s.product_id", change: { product_id: "sfx" } },
  {
    table: "price_set",
    from: "price_set s join product_variant_price_set l on l.price_set_id = s.id and l.deleted_at is null join product_variant v on v.id = l.variant_id",
    pid: "v.product_id",
    change: { id: "sfx" },
  },
  {
    table: "price",
    from: "price s join product_variant_price_set l on l.price_set_id = s.price_set_id and l.deleted_at is null join product_variant v on v.id = l.variant_id",
    pid: "v.product_id",
    where: "s.price_list_id is null",
    change: {
      id: "sfx",
      price_set_id: "sfx",
      amount: "round(s.amount * (0.8 + (g % 41) / 100.0))",
      raw_amount: "jsonb_build_object('value', round(s.amount * (0.8 + (g % 41) / 100.0))::text, 'precision', 20)",
    },
  },
  {
    table: "price_rule",
    from: "price_rule s join price pr on pr.id = s.price_id and pr.price_list_id is null join product_variant_price_set l on l.price_set_id = pr.price_set_id and l.deleted_at is null join product_variant v on v.id = l.variant_id",
    pid: "v.product_id",
    change: { id: "sfx", price_id: "sfx" },
  },
  {
    table: "product_variant_price_set",
    from: "product_variant_price_set s join product_variant v on v.id = s.variant_id",
    pid: "v.product_id",
    change: { id: "sfx", variant_id: "sfx", price_set_id: "sfx" },
  },
  {
    table: "inventory_item",
    from: "inventory_item s join product_variant_inventory_item l on l.inventory_item_id = s.id and l.deleted_at is null join product_variant v on v.id = l.variant_id",
    pid: "v.product_id",
    change: { id: "sfx", sku: "sfx" },
  },
  {
    table: "inventory_level",
    from: "inventory_level s join product_variant_inventory_item l on l.inventory_item_id = s.inventory_item_id and l.deleted_at is null join product_variant v on v.id = l.variant_id",
    pid: "v.product_id",
    change: { id: "sfx", inventory_item_id: "sfx" },
  },
  {
    table: "product_variant_inventory_item",
    from: "product_variant_inventory_item s join product_variant v on v.id = s.variant_id",
    pid: "v.product_id",
    change: { id: "sfx", variant_id: "sfx", inventory_item_id: "sfx" },
  },
]
const GENERATED = "s.id like '%\\_g%' escape '\\'"

const client = new pg.Client({ connectionString: url })
await client.connect()
try {
  const columnsOf = async (table) =>
    (
      await client.query(
        "select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 order by ordinal_position",
        [table],
      )
    ).rows.map((r) => r.column_name)

  if (args.includes("--remove")) {
    await client.query("begin")
    for (const { table, from, pid } of [...TABLES].reverse()) {
      const key = (await columnsOf(table)).includes("id") ? "id" : null
      const matching = `select ${key ? "s.id" : "s.ctid"} from ${from} where ${pid} like '%\\_g%' escape '\\'`
      const { rowCount } = await client.query(`delete from ${table} where ${key ?? "ctid"} in (${matching})`)
      console.log(`${table}: ${rowCount} removed`)
    }
    await client.query("commit")
  } else {
    const { rows: templates } = await client.query(
      `select id from product s where deleted_at is null and status = 'published' and not (${GENERATED}) order by id`,
    )
    if (!templates.length) fail(`${dbName} holds no seeded products: start the shop on it once first`)
    const {
      rows: [{ n: already }],
    } = await client.query(`select count(*)::int as n from product s where ${GENERATED}`)
    console.log(`${templates.length} templates, ${already} generated products already; adding ${count}`)
    const chunk = 10000
    for (let start = already; start < already + count; start += chunk) {
      const end = Math.min(already + count, start + chunk) - 1
      const started = Date.now()
      await client.query("begin")
      await client.query(
        `create temp table tmpl on commit drop as select id, row_number() over (order by id) - 1 as i from product s where deleted_at is null and status = 'published' and not (${GENERATED})`,
      )
      for (const { table, from, pid, where, change } of TABLES) {
        const columns = await columnsOf(table)
        const select = columns.map((c) => {
          const expr = change[c]
          if (!expr) return `s.${c}`
          return expr === "sfx" ? `case when s.${c} is null then null else s.${c} || '_g' || g end` : expr
        })
        const hasDeleted = columns.includes("deleted_at")
        await client.query(`
          insert into ${table} (${columns.map((c) => `"${c}"`).join(", ")})
          select ${select.join(", ")}
            from generate_series(${start}::int, ${end}::int) g
            join tmpl t on t.i = g % ${templates.length}
            join ${from} on ${pid} = t.id
           where ${hasDeleted ? "s.deleted_at is null" : "true"} and ${where ?? "true"}`)
      }
      await client.query("commit")
      console.log(`products ${start}–${end}: ${Date.now() - started} ms`)
    }
  }
  if (copyReadModel && !args.includes("--remove")) await copyReadModelRows()
} catch (error) {
  await client.query("rollback").catch(() => {})
  throw error
} finally {
  await client.end()
}

console.log(
  copyReadModel ? "rewriting the category rows and facets (medusa exec)…" : "rebuilding the catalogue listing's read model through Medusa (medusa exec)…",
)
const rebuilt = spawnSync(
  path.join(ROOT, "node_modules/.bin/medusa"),
  ["exec", "./src/scripts/rebuild-catalog-listing.ts", copyReadModel ? "categories" : "search"],
  {
    cwd: path.join(ROOT, "backend"),
    env: { ...process.env, DATABASE_URL: url, MEDUSA_DISABLE_TELEMETRY: "true" },
    stdio: "inherit",
  },
)
if (rebuilt.status !== 0) process.exit(rebuilt.status ?? 1)
// Last, after the rebuild's own bulk writes: what autovacuum leaves a running shop with. Statistics, and the
// visibility map that lets an index answer alone (rows written in bulk are not yet marked all-visible): the
// admin grid's deep page, and a category page filtered to a rare quality, which walks thousands of entries of
// its sort's index (67 ms with unmarked category rows, 13 ms marked).
const vacuum = new pg.Client({ connectionString: url })
await vacuum.connect()
await vacuum.query("vacuum analyze")
await vacuum.end()

/**
 * The listing rows and search documents of generated products without any, from their template's
 * (a generated id is the template's with `_g<n>` appended; the card's and document's ids likewise).
 */
async function copyReadModelRows() {
  const copy = `cross join lateral (select substring(p.id from '_g([0-9]+)$')::int as g, regexp_replace(p.id, '_g[0-9]+$', '') as template) x`
  const generated = `p.id ~ '_g[0-9]+$' and p.deleted_at is null`
  const suffixIds = (json) => `regexp_replace(${json}::text, '"((prod|variant)_[A-Za-z0-9]+)"', '"\\1_g' || x.g || '"', 'g')::jsonb`
  const { rowCount: rows } = await client.query(`
    insert into catalog_listing (product_id, region_id, sales_channel_id, currency_code, title, manufacturer, quality, popularity, min_price, product_created_at, category_ids, card)
    select p.id, l.region_id, l.sales_channel_id, l.currency_code, p.title, l.manufacturer, l.quality, (p.metadata->>'popularity')::int,
           round(l.min_price * (0.8 + (x.g % 41) / 100.0)), p.created_at, l.category_ids,
           jsonb_set(jsonb_set(jsonb_set(${suffixIds("l.card")}, '{handle}', to_jsonb(p.handle)), '{title}', to_jsonb(p.title)), '{metadata}', coalesce(p.metadata, '{}'))
      from product p ${copy} join catalog_listing l on l.product_id = x.template
     where ${generated}
    on conflict do nothing`)
  console.log(`catalogue listing: ${rows} rows copied`)
  // The Search module's current physical table of the product index (product_v1, product_v2, …).
  const {
    rows: [index],
  } = await client.query(
    "select v.physical_name as name, i.table_name from search_index_version v join search_postgres_index i on i.name = v.physical_name where v.physical_name ~ '^product_v[0-9]+$' and v.status = 'ready' and v.deleted_at is null order by v.version desc limit 1",
  )
  if (!index) return console.log("no Search module product index to copy into")
  // The copy's title adds an edition and a number to the template's: those words join the folded text.
  const added = "lower(unaccent(substring(p.title from length(t.title) + 1)))"
  const document = `jsonb_set(jsonb_set(jsonb_set(${suffixIds("d.document")}, '{title}', to_jsonb(p.title)), '{folded}', to_jsonb((d.document->>'folded') || ${added})), '{popularity}', coalesce(p.metadata->'popularity', 'null'))`
  const { rowCount: documents } = await client.query(`
    insert into "${index.table_name}" (id, document, indexed, search_vector, search_text)
    select p.id, ${document}, ${document}, d.search_vector || to_tsvector('simple', ${added}), replace(d.search_text, t.title, p.title) || ${added}
      from product p ${copy} join product t on t.id = x.template join "${index.table_name}" d on d.id = x.template
     where ${generated}
    on conflict do nothing`)
  await client.query(`update search_postgres_index set document_count = (select count(*) from "${index.table_name}"), updated_at = now() where name = $1`, [
    index.name,
  ])
  console.log(`search documents: ${documents} copied`)
}

function fail(message) {
  console.error(message)
  process.exit(1)
}
