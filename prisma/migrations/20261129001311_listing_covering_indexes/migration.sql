-- DropIndex
DROP INDEX "Property_status_goal_publishPrice_price_idx";

-- DropIndex
DROP INDEX "Property_status_goal_typeId_price_idx";

-- DropIndex
DROP INDEX "Property_status_goal_cityId_idx";

-- DropIndex
DROP INDEX "Property_status_goal_createdAt_idx";

-- CreateIndex
CREATE INDEX "Property_listing_newest_idx" ON "Property"("status", "goal", "createdAt", "id", "cityId", "typeId", "webIds", "price", "publishPrice", "pricePerM2", "bedrooms", "surfaceLiving", "surfaceGarden", "surfaceTerrace", "garages", "parkings", "energyPerformance", "epcLabelText", "availableFrom", "priceReducedAt");

-- CreateIndex
CREATE INDEX "Property_status_goal_cityId_availableFrom_idx" ON "Property"("status", "goal", "cityId", "availableFrom");

-- CreateIndex
CREATE INDEX "Property_status_goal_typeId_price_webIds_idx" ON "Property"("status", "goal", "typeId", "price", "webIds");

-- CreateIndex
CREATE INDEX "Property_listing_price_idx" ON "Property"("status", "goal", "publishPrice", "price", "id", "typeId", "webIds", "cityId", "bedrooms", "surfaceLiving");

-- Statistics for the new indexes: the planner takes an index it has none for as a selective one
-- (lib/import/planner-statistics.ts).
ANALYZE "Property";
