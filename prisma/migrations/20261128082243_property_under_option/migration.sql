-- AlterTable (a column added at the end: no need to copy the table, as Prisma's diff would)
ALTER TABLE "Property" ADD COLUMN "underOption" BOOLEAN NOT NULL DEFAULT false;
