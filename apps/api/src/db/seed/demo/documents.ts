import { DOCS_BUCKET } from '../../../lib/buckets';
import type { Storage } from '../../../lib/storage';
import { certificateNames, type SeededFounder } from './applicants';

/** A one-page PDF with a line of text: enough for the certificate viewer to show and print. */
export function onePagePdf(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, '');
  const stream = `BT /F1 16 Tf 72 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The seeded ventures' CR12 and registration certificates (demo specimens), so that "View CR12
 * Certificate" on a seeded application shows a document rather than "not found".
 */
export async function writeCertificates(storage: Storage | undefined, founders: SeededFounder[]): Promise<void> {
  if (!storage) return;
  const files = founders
    .filter((f) => f.ventureId !== null)
    .flatMap((f) => {
      const names = certificateNames(f.plan.idea.name);
      return [
        [names.cr12, `CR12 (demo specimen): ${f.plan.idea.name}`],
        [names.registration_cetificate, `Certificate of registration (demo specimen): ${f.plan.idea.name}`],
      ] as const;
    });
  await Promise.all(files.map(([name, text]) => storage.put(DOCS_BUCKET, name, onePagePdf(text))));
}
