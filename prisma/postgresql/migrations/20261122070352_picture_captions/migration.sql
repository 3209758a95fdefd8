-- AlterTable
ALTER TABLE "PropertyPicture" ADD COLUMN     "captions" TEXT;
