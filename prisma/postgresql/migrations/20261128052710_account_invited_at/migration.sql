-- AlterTable
ALTER TABLE "Owner" ADD COLUMN     "invitedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Staff" ADD COLUMN     "invitedAt" TIMESTAMP(3);
