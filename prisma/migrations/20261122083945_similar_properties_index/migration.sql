-- CreateIndex
CREATE INDEX "Property_status_typeId_price_idx" ON "Property"("status", "typeId", "price");
