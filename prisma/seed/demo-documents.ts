// Placeholder PDFs for the demo's public documents, so their links open something real offline.
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');

/** A one-page PDF showing a few lines of ASCII text (hand-written objects and xref table). */
export function simplePdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 72 ${760 - index * 28} Td (${escapePdf(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export type DocumentJob = { file: string; lines: readonly string[] };

export async function writeDocuments(jobs: readonly DocumentJob[]): Promise<number> {
  let written = 0;
  for (const job of jobs) {
    const present = await access(job.file).then(
      () => true,
      () => false,
    );
    if (present) continue;
    await mkdir(path.dirname(job.file), { recursive: true });
    await writeFile(job.file, simplePdf(job.lines));
    written += 1;
  }
  return written;
}
