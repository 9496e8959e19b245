import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The PostgreSQL extensions of the product search (src/lib/catalog/search-sql.ts):
 * `unaccent` folds diacritics, `pg_trgm` and `fuzzystrmatch` tolerate a typo. Here because the
 * search ranks by this module's `meilisearch_boost`. The embedded and the
 * Docker PostgreSQL ship both (contrib).
 */
export class Migration20261123214000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists fuzzystrmatch;`);
  }

  override async down(): Promise<void> {
    // Other schemas (Medusa's search-postgres provider) may use them too: kept.
  }

}
