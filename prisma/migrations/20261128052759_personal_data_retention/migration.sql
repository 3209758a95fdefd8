-- AlterTable
ALTER TABLE "Lead" ADD COLUMN "anonymizedAt" DATETIME;

-- CreateTable
CREATE TABLE "RetentionPeriod" (
    "kind" TEXT NOT NULL PRIMARY KEY,
    "amount" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "ScheduledJob" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "nextRunAt" DATETIME NOT NULL,
    "lastRunAt" DATETIME
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Testimonial" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "rating" INTEGER,
    "approved" BOOLEAN NOT NULL DEFAULT false,
    "reviewedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leadId" INTEGER,
    CONSTRAINT "Testimonial_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Testimonial" ("approved", "createdAt", "id", "locale", "name", "rating", "reviewedAt", "text") SELECT "approved", "createdAt", "id", "locale", "name", "rating", "reviewedAt", "text" FROM "Testimonial";
DROP TABLE "Testimonial";
ALTER TABLE "new_Testimonial" RENAME TO "Testimonial";
CREATE INDEX "Testimonial_approved_createdAt_idx" ON "Testimonial"("approved", "createdAt");
CREATE INDEX "Testimonial_leadId_idx" ON "Testimonial"("leadId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Lead_anonymizedAt_createdAt_idx" ON "Lead"("anonymizedAt", "createdAt");
