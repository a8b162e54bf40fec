import zlib from 'node:zlib';

/**
 * Reading the CSV and PDF downloads in tests: a small RFC 4180 parser, and the text a PDF draws
 * (content streams inflated, the strings of its Tj/TJ operators decoded from WinAnsi), enough to
 * check what pdfkit's built-in fonts write. The PDF's structure is checked with pdf-lib.
 */

/** Rows of a CSV text (quoted fields, doubled quotes, CRLF or LF, newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// Windows-1252 bytes 0x80..0x9F (undefined ones left as U+FFFD).
const CP1252 = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';
const winAnsi = (bytes: number[]) =>
  bytes.map((b) => (b >= 0x80 && b <= 0x9f ? CP1252[b - 0x80] : String.fromCharCode(b))).join('');

const hexBytes = (hex: string) => {
  const clean = hex.replace(/\s/g, '');
  const out: number[] = [];
  for (let i = 0; i < clean.length; i += 2) out.push(Number.parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  return out;
};

const literalBytes = (s: string) => {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c !== '\\') {
      out.push(c.charCodeAt(0));
      continue;
    }
    const n = s[++i]!;
    const simple: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
    if (n in simple) out.push(simple[n]!);
    else if (/[0-7]/.test(n)) {
      const oct = s.slice(i, i + 3).match(/^[0-7]{1,3}/)![0];
      out.push(Number.parseInt(oct, 8));
      i += oct.length - 1;
    }
  }
  return out;
};

/** The decoded content of every stream of the file (FlateDecode ones inflated). */
export function pdfStreams(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const out: Buffer[] = [];
  const re = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const length = Number(/\/Length (\d+)/.exec(m[1]!)?.[1]);
    const end = Number.isFinite(length) ? start + length : text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    out.push(/\/FlateDecode/.test(m[1]!) ? zlib.inflateSync(raw) : raw);
  }
  return out;
}

/** The text drawn by the PDF, one line per text-showing operator. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    const content = stream.toString('latin1');
    const ops = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\(((?:[^)\\]|\\.)*)\)\s*Tj/g;
    for (let m = ops.exec(content); m; m = ops.exec(content)) {
      if (m[1] !== undefined) {
        const parts = /<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g;
        let line = '';
        for (let p = parts.exec(m[1]); p; p = parts.exec(m[1])) {
          line += winAnsi(p[1] !== undefined ? hexBytes(p[1]) : literalBytes(p[2]!));
        }
        lines.push(line);
      } else if (m[2] !== undefined) lines.push(winAnsi(hexBytes(m[2])));
      else lines.push(winAnsi(literalBytes(m[3]!)));
    }
  }
  return lines.join('\n');
}
