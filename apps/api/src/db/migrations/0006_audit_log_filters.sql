DROP INDEX "audit_logs_modder_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_model_action_idx" ON "audit_logs" USING btree ("model","action","id");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_logs_modder_idx" ON "audit_logs" USING btree ("modder_id","id");