-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "calendarSequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "calendarUid" TEXT;
