-- A price row's amounts never change once written: a new price is a new plan_prices row (cart lines
-- and orders keep pointing at the row they were priced from). The API caches price rows by id for
-- the cart read (decision 038); this trigger makes that cache exact. It only refuses, never writes.
CREATE FUNCTION "kv_refuse_price_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'plan_prices row % is immutable: add a new price row instead', OLD.id
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "plan_prices_amounts_immutable"
  BEFORE UPDATE ON "plan_prices"
  FOR EACH ROW
  WHEN (
    OLD.price_paise IS DISTINCT FROM NEW.price_paise
    OR OLD.mrp_paise IS DISTINCT FROM NEW.mrp_paise
    OR OLD.tenure_months IS DISTINCT FROM NEW.tenure_months
    OR OLD.plan_id IS DISTINCT FROM NEW.plan_id
    OR OLD.id IS DISTINCT FROM NEW.id
  )
  EXECUTE FUNCTION "kv_refuse_price_row_change"();
