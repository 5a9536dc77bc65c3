import { spawn } from 'node:child_process';

/**
 * pdf.js (under pdf-parse) loads its worker with a dynamic import(), which jest's module sandbox
 * refuses; the text is extracted in a plain Node child process instead (tests only).
 */
const SCRIPT = `
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const result = await parser.getText();
  await parser.destroy();
  process.stdout.write(JSON.stringify({ text: result.text, pages: result.pages.length }));
});
`;

/** The PDF's text as a reader would copy it (whitespace collapsed) and its page count. */
export function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SCRIPT], {
      cwd: __dirname,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdf text extraction failed: ${err}`));
      const parsed = JSON.parse(out) as { text: string; pages: number };
      resolve({ text: parsed.text.replace(/\s+/g, ' '), pages: parsed.pages });
    });
    child.stdin.end(pdf);
  });
}
