import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Lease barems (lease offers): the barem's kind and a lease's residual value. */
export class Migration20261127052100 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "barem" add column if not exists "kind" text check ("kind" in ('installment', 'lease')) not null default 'installment';`);
    this.addSql(`alter table if exists "barem" add column if not exists "residual_percent" real not null default 0;`);
    this.addSql(`alter table if exists "barem" drop constraint if exists "barem_residual_percent_check";`);
    this.addSql(`alter table if exists "barem" add constraint "barem_residual_percent_check" check ("residual_percent" BETWEEN 0 AND 90);`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_barem_kind" ON "barem" ("kind") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_barem_kind";`);
    this.addSql(`alter table if exists "barem" drop constraint if exists "barem_residual_percent_check";`);
    this.addSql(`alter table if exists "barem" drop column if exists "residual_percent";`);
    this.addSql(`alter table if exists "barem" drop column if exists "kind";`);
  }

}
