-- AlterTable
ALTER TABLE "Owner" ADD COLUMN "disabledAt" DATETIME;

-- AlterTable
ALTER TABLE "Testimonial" ADD COLUMN "reviewedAt" DATETIME;
-- Testimonials approved before the back-office existed were reviewed then: they are not new.
UPDATE "Testimonial" SET "reviewedAt" = "createdAt" WHERE "approved";

-- CreateTable
CREATE TABLE "Staff" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'fr',
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "disabledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "staffId" INTEGER,
    "staffName" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuditEntry_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Lead" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "type" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "propertyId" INTEGER,
    "projectId" INTEGER,
    "payload" TEXT NOT NULL,
    "consent" BOOLEAN NOT NULL,
    "sourcePage" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Lead_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Lead" ("consent", "createdAt", "id", "locale", "payload", "projectId", "propertyId", "sourcePage", "type") SELECT "consent", "createdAt", "id", "locale", "payload", "projectId", "propertyId", "sourcePage", "type" FROM "Lead";
DROP TABLE "Lead";
ALTER TABLE "new_Lead" RENAME TO "Lead";
CREATE INDEX "Lead_type_createdAt_idx" ON "Lead"("type", "createdAt");
CREATE INDEX "Lead_propertyId_idx" ON "Lead"("propertyId");
CREATE INDEX "Lead_status_createdAt_idx" ON "Lead"("status", "createdAt");
CREATE TABLE "new_PasswordResetRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL DEFAULT 'owner',
    "email" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_PasswordResetRequest" ("createdAt", "email", "id", "locale") SELECT "createdAt", "email", "id", "locale" FROM "PasswordResetRequest";
DROP TABLE "PasswordResetRequest";
ALTER TABLE "new_PasswordResetRequest" RENAME TO "PasswordResetRequest";
CREATE TABLE "new_PasswordResetToken" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "ownerId" INTEGER,
    "staffId" INTEGER,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "PasswordResetToken_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PasswordResetToken_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PasswordResetToken" ("expiresAt", "ownerId", "tokenHash", "usedAt") SELECT "expiresAt", "ownerId", "tokenHash", "usedAt" FROM "PasswordResetToken";
DROP TABLE "PasswordResetToken";
ALTER TABLE "new_PasswordResetToken" RENAME TO "PasswordResetToken";
CREATE INDEX "PasswordResetToken_ownerId_idx" ON "PasswordResetToken"("ownerId");
CREATE INDEX "PasswordResetToken_staffId_idx" ON "PasswordResetToken"("staffId");
CREATE TABLE "new_SignInFailure" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "ownerId" INTEGER,
    "staffId" INTEGER,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastFailureAt" DATETIME NOT NULL,
    CONSTRAINT "SignInFailure_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SignInFailure_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_SignInFailure" ("failures", "key", "lastFailureAt", "ownerId") SELECT "failures", "key", "lastFailureAt", "ownerId" FROM "SignInFailure";
DROP TABLE "SignInFailure";
ALTER TABLE "new_SignInFailure" RENAME TO "SignInFailure";
CREATE INDEX "SignInFailure_ownerId_idx" ON "SignInFailure"("ownerId");
CREATE INDEX "SignInFailure_staffId_idx" ON "SignInFailure"("staffId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Staff_email_key" ON "Staff"("email");

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");
