CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "auth_rate_limit_last_request_idx" ON "auth_rate_limit" USING btree ("last_request");--> statement-breakpoint
CREATE INDEX "auth_session_expires_idx" ON "auth_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_verification_expires_idx" ON "auth_verification" USING btree ("expires_at");