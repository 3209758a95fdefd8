-- DropIndex
DROP INDEX "Property_status_goal_typeId_idx";

-- CreateIndex
CREATE INDEX "Property_status_goal_typeId_price_idx" ON "Property"("status", "goal", "typeId", "price");

-- CreateIndex
CREATE INDEX "Property_status_createdAt_idx" ON "Property"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Property_status_goal_publishPrice_price_idx" ON "Property"("status", "goal", "publishPrice", "price");
