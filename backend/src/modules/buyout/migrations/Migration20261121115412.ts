import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121115412 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "buyout_request" add column if not exists "search_text" text not null default '';`);
    // Rows sold before the column existed. New rows get it from foldForSearch
    // (@electroshop/domain); SQL has no such function without the unaccent
    // extension, so the Czech and Romanian letters are mapped here by hand (lower()
    // leaves them alone under the C locale).
    this.addSql(`update "buyout_request" set "search_text" = lower(translate(concat_ws(' ', "number", "email", "first_name", "last_name"),
      'áäčďéěëíňóöřšťúůüýžăâîșşțţÁÄČĎÉĚËÍŇÓÖŘŠŤÚŮÜÝŽĂÂÎȘŞȚŢ', 'aacdeeeinoorstuuuyzaaissttaacdeeeinoorstuuuyzaaisstt')) where "search_text" = '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "buyout_request" drop column if exists "search_text";`);
  }

}
