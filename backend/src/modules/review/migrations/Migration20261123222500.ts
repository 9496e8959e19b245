import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123222500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "review" ("id" text not null, "product_id" text not null, "customer_id" text not null, "rating" integer not null, "pros" text null, "cons" text null, "text" text not null, "full_name" text not null, "anonymous" boolean not null default false, "state" text check ("state" in ('pending', 'approved', 'disapproved')) not null default 'pending', "helpful_count" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"), constraint "review_rating_check" check ("rating" BETWEEN 1 AND 5));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_product_id_state" ON "review" ("product_id", "state") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_customer_id_product_id_unique" ON "review" ("customer_id", "product_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "review_vote" ("id" text not null, "customer_id" text not null, "review_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_vote_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_vote_review_id" ON "review_vote" ("review_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_vote_deleted_at" ON "review_vote" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_vote_review_id_customer_id_unique" ON "review_vote" ("review_id", "customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`alter table if exists "review_vote" add constraint "review_vote_review_id_foreign" foreign key ("review_id") references "review" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_vote" cascade;`);
    this.addSql(`drop table if exists "review" cascade;`);
  }

}
