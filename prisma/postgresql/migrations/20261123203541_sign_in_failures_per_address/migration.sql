-- AlterTable
ALTER TABLE "Owner" DROP COLUMN "failedLogins",
DROP COLUMN "lockedUntil";

-- CreateTable
CREATE TABLE "SignInFailure" (
    "key" TEXT NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastFailureAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignInFailure_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "SignInFailure_ownerId_idx" ON "SignInFailure"("ownerId");

-- AddForeignKey
ALTER TABLE "SignInFailure" ADD CONSTRAINT "SignInFailure_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
