CREATE TABLE "module_flow_totals" (
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"debited" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "module_flow_totals_account_id_type_pk" PRIMARY KEY("account_id","type")
);
--> statement-breakpoint
ALTER TABLE "module_flow_totals" ADD CONSTRAINT "module_flow_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "module_flow_totals" ("account_id", "type", "debited", "credited")
SELECT f.account_id, f.type, SUM(f.debited), SUM(f.credited)
FROM (SELECT debit_account_id AS account_id, type, value::bigint AS debited, 0::bigint AS credited FROM "transfers"
      UNION ALL
      SELECT credit_account_id, type, 0, value FROM "transfers") AS f
JOIN "accounts" a ON a.id = f.account_id AND a.kind = 'module'
GROUP BY f.account_id, f.type;
