-- CreateTable
CREATE TABLE "City" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "countryId" INTEGER NOT NULL,
    "latitude" REAL,
    "longitude" REAL
);

-- CreateTable
CREATE TABLE "CityTranslation" (
    "cityId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,

    PRIMARY KEY ("cityId", "locale"),
    CONSTRAINT "CityTranslation_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PropertyType" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "webId" INTEGER NOT NULL,
    "showOrder" INTEGER NOT NULL DEFAULT 0,
    "sale" BOOLEAN NOT NULL DEFAULT true,
    "rent" BOOLEAN NOT NULL DEFAULT true
);

-- CreateTable
CREATE TABLE "PropertyTypeTranslation" (
    "typeId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    PRIMARY KEY ("typeId", "locale"),
    CONSTRAINT "PropertyTypeTranslation_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "PropertyType" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Property" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "goal" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'available',
    "cityId" INTEGER NOT NULL,
    "typeId" INTEGER NOT NULL,
    "webIds" TEXT NOT NULL DEFAULT '',
    "mainTypeName" TEXT,
    "recordFile" TEXT NOT NULL,
    "marquee" INTEGER NOT NULL DEFAULT 0,
    "price" REAL,
    "priceUnit" INTEGER,
    "publishPrice" BOOLEAN NOT NULL DEFAULT true,
    "publishAddress" BOOLEAN NOT NULL DEFAULT true,
    "street" TEXT,
    "houseNumber" TEXT,
    "boxNr" TEXT,
    "countryId" INTEGER NOT NULL,
    "latitude" REAL,
    "longitude" REAL,
    "projectId" INTEGER,
    "managerId" INTEGER,
    "videoUrl" TEXT,
    "virtualTourUrl" TEXT,
    "surfaceTotal" REAL,
    "surfaceLiving" REAL,
    "surfaceGround" REAL,
    "surfaceTerrace" REAL,
    "surfaceGarden" REAL,
    "surfaceConstructed" REAL,
    "surfaceOffice" REAL,
    "surfaceStore" REAL,
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
    "energyPerformance" REAL,
    "epcLabelText" TEXT,
    "epcTotal" REAL,
    "epcSpec" REAL,
    "epcUniqueCode" TEXT,
    "epcEndDate" DATETIME,
    "co2Emission" REAL,
    "cadastralIncome" REAL,
    "chargesOwner" REAL,
    "chargesRenter" REAL,
    "notaryFees" REAL,
    "registrationRights" REAL,
    "vat" REAL,
    "deposit" REAL,
    "agencyCost" REAL,
    "inventoryCost" REAL,
    "availableFrom" DATETIME,
    "planningPermit" BOOLEAN,
    "subdivisionPermit" BOOLEAN,
    "urbanDestination" TEXT,
    "preemptiveRights" BOOLEAN,
    "summons" BOOLEAN,
    "floodZoneType" TEXT,
    "floodPScore" TEXT,
    "floodGScore" TEXT,
    "asbestosType" TEXT,
    "asbestosDate" DATETIME,
    "orientation" TEXT,
    "gardenOrientation" TEXT,
    "heating" TEXT,
    "windows" TEXT,
    "kitchen" TEXT,
    "roof" TEXT,
    "viagerBouquet" REAL,
    "viagerAnnuity" REAL,
    "viagerAges" TEXT,
    "minimumIncome" REAL,
    "maximumPersons" INTEGER,
    "displayConditions" TEXT,
    "feedHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "withdrawnAt" DATETIME,
    CONSTRAINT "Property_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Property_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "PropertyType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Property_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Property_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "AgencyContact" ("id") ON DELETE SET NULL ON UPDATE CASCADE
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

    PRIMARY KEY ("propertyId", "locale"),
    CONSTRAINT "PropertyTranslation_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PropertyPicture" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "propertyId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "name" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "PropertyPicture_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PropertyDocument" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "propertyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "public" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "PropertyDocument_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Project" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "status" TEXT NOT NULL DEFAULT 'available',
    "cityId" INTEGER NOT NULL,
    "publicAddress" BOOLEAN NOT NULL DEFAULT true,
    "street" TEXT,
    "houseNumber" TEXT,
    "boxNr" TEXT,
    "countryId" INTEGER NOT NULL,
    "latitude" REAL,
    "longitude" REAL,
    "feedHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Project_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProjectTranslation" (
    "projectId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',

    PRIMARY KEY ("projectId", "locale"),
    CONSTRAINT "ProjectTranslation_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProjectPicture" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "projectId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "name" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProjectPicture_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AgencyContact" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "role" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "pictureUrl" TEXT
);

-- CreateTable
CREATE TABLE "MenuPage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "createDate" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifyDate" DATETIME NOT NULL,
    CONSTRAINT "MenuPage_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "MenuPage" ("id") ON DELETE SET NULL ON UPDATE CASCADE
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

    PRIMARY KEY ("menuPageId", "locale"),
    CONSTRAINT "MenuPageTranslation_menuPageId_fkey" FOREIGN KEY ("menuPageId") REFERENCES "MenuPage" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Module" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    CONSTRAINT "Module_menuPageId_fkey" FOREIGN KEY ("menuPageId") REFERENCES "MenuPage" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ModuleTranslation" (
    "moduleId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "description2" TEXT,

    PRIMARY KEY ("moduleId", "locale"),
    CONSTRAINT "ModuleTranslation_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "Module" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ArticleCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "parentId" INTEGER,
    "webId" INTEGER,
    CONSTRAINT "ArticleCategory_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "ArticleCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ArticleCategoryTranslation" (
    "categoryId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    PRIMARY KEY ("categoryId", "locale"),
    CONSTRAINT "ArticleCategoryTranslation_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ArticleCategory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Article" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "categoryId" INTEGER,
    "imageUrl" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Article_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ArticleCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ArticleTranslation" (
    "articleId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT,
    "body" TEXT NOT NULL,

    PRIMARY KEY ("articleId", "locale"),
    CONSTRAINT "ArticleTranslation_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OriginalPath" (
    "path" TEXT NOT NULL PRIMARY KEY,
    "parentPath" TEXT NOT NULL,
    "label" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "SiteConfig" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "header" TEXT NOT NULL,
    "footer" TEXT NOT NULL,
    "home" TEXT NOT NULL,
    "promotionUrl" TEXT
);

-- CreateTable
CREATE TABLE "SiteInfo" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "analyticsId" TEXT,
    "adsId" TEXT,
    "tagManagerId" TEXT,
    "socialPixelId" TEXT
);

-- CreateTable
CREATE TABLE "Owner" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'fr',
    "weeklyReport" BOOLEAN NOT NULL DEFAULT false,
    "failedLogins" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "OwnerProperty" (
    "ownerId" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,

    PRIMARY KEY ("ownerId", "propertyId"),
    CONSTRAINT "OwnerProperty_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OwnerProperty_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "ownerId" INTEGER NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "PasswordResetToken_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PropertyVisitDay" (
    "propertyId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("propertyId", "day"),
    CONSTRAINT "PropertyVisitDay_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PortalPublication" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "propertyId" INTEGER NOT NULL,
    "portal" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "views" INTEGER,
    "publishedAt" DATETIME,
    CONSTRAINT "PortalPublication_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Communication" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "propertyId" INTEGER NOT NULL,
    "date" DATETIME NOT NULL,
    "type" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "comment" TEXT,
    "status" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    CONSTRAINT "Communication_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Lead" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "type" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "propertyId" INTEGER,
    "projectId" INTEGER,
    "payload" TEXT NOT NULL,
    "consent" BOOLEAN NOT NULL,
    "sourcePage" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Lead_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OutboxEmail" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "leadId" INTEGER,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "attachments" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OutboxEmail_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SearchAlert" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "goal" INTEGER NOT NULL,
    "typeWebIds" TEXT NOT NULL,
    "zones" TEXT NOT NULL,
    "priceMin" REAL,
    "priceMax" REAL,
    "bedroomsMin" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unsubscribedAt" DATETIME,
    "lastMatchedAt" DATETIME
);

-- CreateTable
CREATE TABLE "SearchAlertMatch" (
    "alertId" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "notifiedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("alertId", "propertyId"),
    CONSTRAINT "SearchAlertMatch_alertId_fkey" FOREIGN KEY ("alertId") REFERENCES "SearchAlert" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Appointment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "propertyId" INTEGER NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "leadId" INTEGER,
    CONSTRAINT "Appointment_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Appointment_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Testimonial" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "rating" INTEGER,
    "approved" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
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
