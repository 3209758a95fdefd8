-- AlterTable
ALTER TABLE "Owner" ADD COLUMN "invitedAt" DATETIME;

-- AlterTable
ALTER TABLE "Staff" ADD COLUMN "invitedAt" DATETIME;
