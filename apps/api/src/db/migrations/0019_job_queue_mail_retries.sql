CREATE TABLE "media_deletions" (
	"path" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("failed_at","id") WHERE failed_at IS NOT NULL;