-- CreateTable
CREATE TABLE "SignInFailure" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "ownerId" INTEGER NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastFailureAt" DATETIME NOT NULL,
    CONSTRAINT "SignInFailure_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Owner" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'fr',
    "weeklyReport" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_Owner" ("createdAt", "email", "id", "locale", "name", "passwordHash", "weeklyReport") SELECT "createdAt", "email", "id", "locale", "name", "passwordHash", "weeklyReport" FROM "Owner";
DROP TABLE "Owner";
ALTER TABLE "new_Owner" RENAME TO "Owner";
CREATE UNIQUE INDEX "Owner_email_key" ON "Owner"("email");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "SignInFailure_ownerId_idx" ON "SignInFailure"("ownerId");
