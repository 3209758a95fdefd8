-- AlterTable
ALTER TABLE "Property" ADD COLUMN "previousPrice" REAL;
ALTER TABLE "Property" ADD COLUMN "priceReducedAt" DATETIME;

-- CreateIndex
CREATE INDEX "Property_status_goal_priceReducedAt_idx" ON "Property"("status", "goal", "priceReducedAt");

-- Statistics for the new index: the planner takes an index it has none for as a selective one
-- (lib/import/planner-statistics.ts).
ANALYZE "Property";
