import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The PostgreSQL extensions of the shop's first, SQL-only product search
 * (`unaccent`, `pg_trgm`, `fuzzystrmatch`). Search now runs on Medusa's Search
 * module, whose PostgreSQL provider creates `unaccent` and `pg_trgm` in its own
 * migration; this one stays because databases have run it.
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
