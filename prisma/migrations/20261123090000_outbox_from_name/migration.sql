-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN "fromName" TEXT;
