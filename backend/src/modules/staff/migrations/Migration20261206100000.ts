import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261206100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "staff_member" add column if not exists "totp_secret" text null, add column if not exists "totp_pending_secret" text null, add column if not exists "totp_enabled_at" timestamptz null, add column if not exists "totp_last_step" integer null, add column if not exists "recovery_code_hashes" text[] not null default '{}', add column if not exists "two_factor_due_at" timestamptz null;`);
    // Staff who already hold a role requiring two-factor sign-in get the same week to set it up as a new colleague.
    this.addSql(`update "staff_member" set "two_factor_due_at" = now() + interval '7 days' where "two_factor_due_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "staff_member" drop column if exists "totp_secret", drop column if exists "totp_pending_secret", drop column if exists "totp_enabled_at", drop column if exists "totp_last_step", drop column if exists "recovery_code_hashes", drop column if exists "two_factor_due_at";`);
  }

}
