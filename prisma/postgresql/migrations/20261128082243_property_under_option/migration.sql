-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "underOption" BOOLEAN NOT NULL DEFAULT false;
