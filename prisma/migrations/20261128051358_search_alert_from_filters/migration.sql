-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_SearchAlert" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "goal" INTEGER NOT NULL,
    "typeWebIds" TEXT NOT NULL,
    "zones" TEXT NOT NULL,
    "towns" TEXT NOT NULL DEFAULT '',
    "priceMin" REAL,
    "priceMax" REAL,
    "bedroomsMin" INTEGER,
    "surfaceMin" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" DATETIME DEFAULT CURRENT_TIMESTAMP,
    "unsubscribedAt" DATETIME,
    "lastMatchedAt" DATETIME
);
INSERT INTO "new_SearchAlert" ("bedroomsMin", "createdAt", "email", "goal", "id", "lastMatchedAt", "locale", "priceMax", "priceMin", "typeWebIds", "unsubscribedAt", "zones") SELECT "bedroomsMin", "createdAt", "email", "goal", "id", "lastMatchedAt", "locale", "priceMax", "priceMin", "typeWebIds", "unsubscribedAt", "zones" FROM "SearchAlert";
DROP TABLE "SearchAlert";
ALTER TABLE "new_SearchAlert" RENAME TO "SearchAlert";
CREATE INDEX "SearchAlert_goal_unsubscribedAt_idx" ON "SearchAlert"("goal", "unsubscribedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
