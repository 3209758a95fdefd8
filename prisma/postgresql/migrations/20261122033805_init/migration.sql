-- CreateTable
CREATE TABLE "City" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "countryId" INTEGER NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,

    CONSTRAINT "City_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CityTranslation" (
    "cityId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,

    CONSTRAINT "CityTranslation_pkey" PRIMARY KEY ("cityId","locale")
);

-- CreateTable
CREATE TABLE "PropertyType" (
    "id" INTEGER NOT NULL,
    "webId" INTEGER NOT NULL,
    "showOrder" INTEGER NOT NULL DEFAULT 0,
    "sale" BOOLEAN NOT NULL DEFAULT true,
    "rent" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "PropertyType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PropertyTypeTranslation" (
    "typeId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "PropertyTypeTranslation_pkey" PRIMARY KEY ("typeId","locale")
);

-- CreateTable
CREATE TABLE "Property" (
    "id" INTEGER NOT NULL,
    "goal" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'available',
    "cityId" INTEGER NOT NULL,
    "typeId" INTEGER NOT NULL,
    "webIds" TEXT NOT NULL DEFAULT '',
    "mainTypeName" TEXT,
    "recordFile" TEXT NOT NULL,
    "marquee" INTEGER NOT NULL DEFAULT 0,
    "price" DOUBLE PRECISION,
    "priceUnit" INTEGER,
    "publishPrice" BOOLEAN NOT NULL DEFAULT true,
    "publishAddress" BOOLEAN NOT NULL DEFAULT true,
    "street" TEXT,
    "houseNumber" TEXT,
    "boxNr" TEXT,
    "countryId" INTEGER NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "projectId" INTEGER,
    "managerId" INTEGER,
    "videoUrl" TEXT,
    "virtualTourUrl" TEXT,
    "surfaceTotal" DOUBLE PRECISION,
    "surfaceLiving" DOUBLE PRECISION,
    "surfaceGround" DOUBLE PRECISION,
    "surfaceTerrace" DOUBLE PRECISION,
    "surfaceGarden" DOUBLE PRECISION,
    "surfaceConstructed" DOUBLE PRECISION,
    "surfaceOffice" DOUBLE PRECISION,
    "surfaceStore" DOUBLE PRECISION,
    "bedrooms" INTEGER,
    "bathrooms" INTEGER,
    "showerRooms" INTEGER,
    "toilets" INTEGER,
    "garages" INTEGER,
    "parkings" INTEGER,
    "floors" INTEGER,
    "floor" INTEGER,
    "constructionYear" INTEGER,
    "renovationYear" INTEGER,
    "facades" INTEGER,
    "energyPerformance" DOUBLE PRECISION,
    "epcLabelText" TEXT,
    "epcTotal" DOUBLE PRECISION,
    "epcSpec" DOUBLE PRECISION,
    "epcUniqueCode" TEXT,
    "epcEndDate" TIMESTAMP(3),
    "co2Emission" DOUBLE PRECISION,
    "cadastralIncome" DOUBLE PRECISION,
    "chargesOwner" DOUBLE PRECISION,
    "chargesRenter" DOUBLE PRECISION,
    "notaryFees" DOUBLE PRECISION,
    "registrationRights" DOUBLE PRECISION,
    "vat" DOUBLE PRECISION,
    "deposit" DOUBLE PRECISION,
    "agencyCost" DOUBLE PRECISION,
    "inventoryCost" DOUBLE PRECISION,
    "availableFrom" TIMESTAMP(3),
    "planningPermit" BOOLEAN,
    "subdivisionPermit" BOOLEAN,
    "urbanDestination" TEXT,
    "preemptiveRights" BOOLEAN,
    "summons" BOOLEAN,
    "floodZoneType" TEXT,
    "floodPScore" TEXT,
    "floodGScore" TEXT,
    "asbestosType" TEXT,
    "asbestosDate" TIMESTAMP(3),
    "orientation" TEXT,
    "gardenOrientation" TEXT,
    "heating" TEXT,
    "windows" TEXT,
    "kitchen" TEXT,
    "roof" TEXT,
    "viagerBouquet" DOUBLE PRECISION,
    "viagerAnnuity" DOUBLE PRECISION,
    "viagerAges" TEXT,
    "minimumIncome" DOUBLE PRECISION,
    "maximumPersons" INTEGER,
    "displayConditions" TEXT,
    "feedHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "withdrawnAt" TIMESTAMP(3),

    CONSTRAINT "Property_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PropertyTranslation" (
    "propertyId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "typeDescription" TEXT,
    "priceUnitText" TEXT,
    "marqueeName" TEXT,

    CONSTRAINT "PropertyTranslation_pkey" PRIMARY KEY ("propertyId","locale")
);

-- CreateTable
CREATE TABLE "PropertyPicture" (
    "id" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "name" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PropertyPicture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PropertyDocument" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "public" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "PropertyDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Project" (
    "id" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'available',
    "cityId" INTEGER NOT NULL,
    "publicAddress" BOOLEAN NOT NULL DEFAULT true,
    "street" TEXT,
    "houseNumber" TEXT,
    "boxNr" TEXT,
    "countryId" INTEGER NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "feedHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectTranslation" (
    "projectId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ProjectTranslation_pkey" PRIMARY KEY ("projectId","locale")
);

-- CreateTable
CREATE TABLE "ProjectPicture" (
    "id" INTEGER NOT NULL,
    "projectId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "name" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProjectPicture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgencyContact" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "pictureUrl" TEXT,

    CONSTRAINT "AgencyContact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MenuPage" (
    "id" SERIAL NOT NULL,
    "parentId" INTEGER,
    "name" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "routeKey" TEXT,
    "status" TEXT NOT NULL DEFAULT 'Published',
    "type" TEXT NOT NULL DEFAULT 'page',
    "redirectUrl" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "showBreadCrumb" BOOLEAN NOT NULL DEFAULT true,
    "showPageBanner" BOOLEAN NOT NULL DEFAULT false,
    "bannerType" TEXT NOT NULL DEFAULT '',
    "bannerImageUrl" TEXT,
    "css" TEXT,
    "createDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifyDate" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MenuPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MenuPageTranslation" (
    "menuPageId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "metaTitle" TEXT,
    "metaDescription" TEXT,
    "ogTitle" TEXT,
    "ogDescription" TEXT,
    "ogImage" TEXT,
    "twitterTitle" TEXT,
    "twitterDescription" TEXT,
    "isActiveSeo" BOOLEAN NOT NULL DEFAULT true,
    "bannerTitle" TEXT,
    "bannerDescription" TEXT,
    "content" TEXT,

    CONSTRAINT "MenuPageTranslation_pkey" PRIMARY KEY ("menuPageId","locale")
);

-- CreateTable
CREATE TABLE "Module" (
    "id" SERIAL NOT NULL,
    "menuPageId" INTEGER NOT NULL,
    "titleSize" TEXT NOT NULL DEFAULT 'h2',
    "position" TEXT NOT NULL DEFAULT 'main',
    "span" INTEGER NOT NULL DEFAULT 12,
    "colSm" INTEGER NOT NULL DEFAULT 12,
    "colMd" INTEGER NOT NULL DEFAULT 12,
    "colLg" INTEGER NOT NULL DEFAULT 12,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "view" TEXT NOT NULL DEFAULT '',
    "cssClass" TEXT,
    "backgroundType" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT,
    "images" TEXT,
    "colorBackground" TEXT,
    "relationType" TEXT,
    "relationId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'Published',
    "itemsPerRow" INTEGER NOT NULL DEFAULT 4,
    "maxItems" INTEGER NOT NULL DEFAULT 4,
    "isHasSubcategories" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Module_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModuleTranslation" (
    "moduleId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "description2" TEXT,

    CONSTRAINT "ModuleTranslation_pkey" PRIMARY KEY ("moduleId","locale")
);

-- CreateTable
CREATE TABLE "ArticleCategory" (
    "id" SERIAL NOT NULL,
    "parentId" INTEGER,
    "webId" INTEGER,

    CONSTRAINT "ArticleCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArticleCategoryTranslation" (
    "categoryId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "ArticleCategoryTranslation_pkey" PRIMARY KEY ("categoryId","locale")
);

-- CreateTable
CREATE TABLE "Article" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "categoryId" INTEGER,
    "imageUrl" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArticleTranslation" (
    "articleId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT,
    "body" TEXT NOT NULL,

    CONSTRAINT "ArticleTranslation_pkey" PRIMARY KEY ("articleId","locale")
);

-- CreateTable
CREATE TABLE "OriginalPath" (
    "path" TEXT NOT NULL,
    "parentPath" TEXT NOT NULL,
    "label" TEXT NOT NULL,

    CONSTRAINT "OriginalPath_pkey" PRIMARY KEY ("path")
);

-- CreateTable
CREATE TABLE "SiteConfig" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "header" TEXT NOT NULL,
    "footer" TEXT NOT NULL,
    "home" TEXT NOT NULL,
    "promotionUrl" TEXT,

    CONSTRAINT "SiteConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteInfo" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "analyticsId" TEXT,
    "adsId" TEXT,
    "tagManagerId" TEXT,
    "socialPixelId" TEXT,

    CONSTRAINT "SiteInfo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Owner" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'fr',
    "weeklyReport" BOOLEAN NOT NULL DEFAULT false,
    "failedLogins" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Owner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OwnerProperty" (
    "ownerId" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,

    CONSTRAINT "OwnerProperty_pkey" PRIMARY KEY ("ownerId","propertyId")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "tokenHash" TEXT NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "PropertyVisitDay" (
    "propertyId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PropertyVisitDay_pkey" PRIMARY KEY ("propertyId","day")
);

-- CreateTable
CREATE TABLE "PortalPublication" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "portal" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "views" INTEGER,
    "publishedAt" TIMESTAMP(3),

    CONSTRAINT "PortalPublication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Communication" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "date" TIMESTAMP(3) NOT NULL,
    "type" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "comment" TEXT,
    "status" TEXT NOT NULL,
    "source" TEXT NOT NULL,

    CONSTRAINT "Communication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Lead" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "propertyId" INTEGER,
    "projectId" INTEGER,
    "payload" TEXT NOT NULL,
    "consent" BOOLEAN NOT NULL,
    "sourcePage" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Lead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxEmail" (
    "id" SERIAL NOT NULL,
    "leadId" INTEGER,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "attachments" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxEmail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchAlert" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "goal" INTEGER NOT NULL,
    "typeWebIds" TEXT NOT NULL,
    "zones" TEXT NOT NULL,
    "priceMin" DOUBLE PRECISION,
    "priceMax" DOUBLE PRECISION,
    "bedroomsMin" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unsubscribedAt" TIMESTAMP(3),
    "lastMatchedAt" TIMESTAMP(3),

    CONSTRAINT "SearchAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchAlertMatch" (
    "alertId" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "notifiedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SearchAlertMatch_pkey" PRIMARY KEY ("alertId","propertyId")
);

-- CreateTable
CREATE TABLE "Appointment" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "leadId" INTEGER,

    CONSTRAINT "Appointment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Testimonial" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "rating" INTEGER,
    "approved" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Testimonial_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "City_key_key" ON "City"("key");

-- CreateIndex
CREATE INDEX "City_zip_idx" ON "City"("zip");

-- CreateIndex
CREATE INDEX "CityTranslation_locale_slug_idx" ON "CityTranslation"("locale", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "PropertyType_webId_key" ON "PropertyType"("webId");

-- CreateIndex
CREATE INDEX "Property_status_goal_createdAt_idx" ON "Property"("status", "goal", "createdAt");

-- CreateIndex
CREATE INDEX "Property_status_goal_price_idx" ON "Property"("status", "goal", "price");

-- CreateIndex
CREATE INDEX "Property_status_goal_cityId_idx" ON "Property"("status", "goal", "cityId");

-- CreateIndex
CREATE INDEX "Property_status_goal_typeId_idx" ON "Property"("status", "goal", "typeId");

-- CreateIndex
CREATE INDEX "Property_status_goal_bedrooms_idx" ON "Property"("status", "goal", "bedrooms");

-- CreateIndex
CREATE INDEX "Property_status_goal_surfaceLiving_idx" ON "Property"("status", "goal", "surfaceLiving");

-- CreateIndex
CREATE INDEX "Property_recordFile_idx" ON "Property"("recordFile");

-- CreateIndex
CREATE INDEX "Property_projectId_idx" ON "Property"("projectId");

-- CreateIndex
CREATE INDEX "PropertyPicture_propertyId_sort_idx" ON "PropertyPicture"("propertyId", "sort");

-- CreateIndex
CREATE INDEX "PropertyDocument_propertyId_idx" ON "PropertyDocument"("propertyId");

-- CreateIndex
CREATE INDEX "ProjectPicture_projectId_sort_idx" ON "ProjectPicture"("projectId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "MenuPage_path_key" ON "MenuPage"("path");

-- CreateIndex
CREATE INDEX "Module_menuPageId_sort_idx" ON "Module"("menuPageId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "Article_key_key" ON "Article"("key");

-- CreateIndex
CREATE UNIQUE INDEX "Owner_email_key" ON "Owner"("email");

-- CreateIndex
CREATE INDEX "OwnerProperty_propertyId_idx" ON "OwnerProperty"("propertyId");

-- CreateIndex
CREATE UNIQUE INDEX "PortalPublication_propertyId_portal_key" ON "PortalPublication"("propertyId", "portal");

-- CreateIndex
CREATE INDEX "Communication_propertyId_date_idx" ON "Communication"("propertyId", "date");

-- CreateIndex
CREATE INDEX "Lead_type_createdAt_idx" ON "Lead"("type", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_propertyId_idx" ON "Lead"("propertyId");

-- CreateIndex
CREATE INDEX "OutboxEmail_status_nextAttemptAt_idx" ON "OutboxEmail"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "SearchAlert_goal_unsubscribedAt_idx" ON "SearchAlert"("goal", "unsubscribedAt");

-- CreateIndex
CREATE INDEX "Appointment_propertyId_startsAt_idx" ON "Appointment"("propertyId", "startsAt");

-- CreateIndex
CREATE INDEX "Testimonial_approved_createdAt_idx" ON "Testimonial"("approved", "createdAt");

-- AddForeignKey
ALTER TABLE "CityTranslation" ADD CONSTRAINT "CityTranslation_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyTypeTranslation" ADD CONSTRAINT "PropertyTypeTranslation_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "PropertyType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "PropertyType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Property" ADD CONSTRAINT "Property_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "AgencyContact"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyTranslation" ADD CONSTRAINT "PropertyTranslation_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyPicture" ADD CONSTRAINT "PropertyPicture_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyDocument" ADD CONSTRAINT "PropertyDocument_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectTranslation" ADD CONSTRAINT "ProjectTranslation_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectPicture" ADD CONSTRAINT "ProjectPicture_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MenuPage" ADD CONSTRAINT "MenuPage_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "MenuPage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MenuPageTranslation" ADD CONSTRAINT "MenuPageTranslation_menuPageId_fkey" FOREIGN KEY ("menuPageId") REFERENCES "MenuPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Module" ADD CONSTRAINT "Module_menuPageId_fkey" FOREIGN KEY ("menuPageId") REFERENCES "MenuPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleTranslation" ADD CONSTRAINT "ModuleTranslation_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "Module"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArticleCategory" ADD CONSTRAINT "ArticleCategory_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "ArticleCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArticleCategoryTranslation" ADD CONSTRAINT "ArticleCategoryTranslation_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ArticleCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Article" ADD CONSTRAINT "Article_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ArticleCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArticleTranslation" ADD CONSTRAINT "ArticleTranslation_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnerProperty" ADD CONSTRAINT "OwnerProperty_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnerProperty" ADD CONSTRAINT "OwnerProperty_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyVisitDay" ADD CONSTRAINT "PropertyVisitDay_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalPublication" ADD CONSTRAINT "PortalPublication_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Communication" ADD CONSTRAINT "Communication_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SearchAlertMatch" ADD CONSTRAINT "SearchAlertMatch_alertId_fkey" FOREIGN KEY ("alertId") REFERENCES "SearchAlert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE SET NULL ON UPDATE CASCADE;
