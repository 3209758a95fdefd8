-- AlterTable
ALTER TABLE "SiteConfig" ADD COLUMN "enabledLocales" TEXT;
