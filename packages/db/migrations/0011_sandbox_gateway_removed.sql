-- Decision 053: the sandbox gateway is gone; the Razorpay emulator keeps its state in a file of its
-- own (.data/razorpay-emulator.json), never in our schema. Only its three tables go (no FK of ours).
DROP TABLE "sandbox_gateway_links" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_gateway_orders" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_gateway_payments" CASCADE;