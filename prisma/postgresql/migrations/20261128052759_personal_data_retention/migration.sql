-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "anonymizedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Testimonial" ADD COLUMN     "leadId" INTEGER;

-- CreateTable
CREATE TABLE "RetentionPeriod" (
    "kind" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "RetentionPeriod_pkey" PRIMARY KEY ("kind")
);

-- CreateTable
CREATE TABLE "ScheduledJob" (
    "name" TEXT NOT NULL,
    "nextRunAt" TIMESTAMP(3) NOT NULL,
    "lastRunAt" TIMESTAMP(3),

    CONSTRAINT "ScheduledJob_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "Lead_anonymizedAt_createdAt_idx" ON "Lead"("anonymizedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Testimonial_leadId_idx" ON "Testimonial"("leadId");

-- AddForeignKey
ALTER TABLE "Testimonial" ADD CONSTRAINT "Testimonial_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE SET NULL ON UPDATE CASCADE;
