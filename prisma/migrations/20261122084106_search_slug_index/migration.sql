-- CreateIndex
CREATE INDEX "PropertyTranslation_locale_slug_propertyId_idx" ON "PropertyTranslation"("locale", "slug", "propertyId");
