-- CreateIndex
CREATE INDEX "Property_status_goal_publishAddress_latitude_longitude_idx" ON "Property"("status", "goal", "publishAddress", "latitude", "longitude");

-- Statistics for the new index: the planner takes an index it has none for as a selective one
-- (lib/import/planner-statistics.ts).
ANALYZE "Property";
