// An RFC 4180 reader for the tests, with the list separator a spreadsheet would use: the CSV the
// site writes is read back as a spreadsheet reads it, not split by hand. Like Excel and
// LibreOffice, it takes a quote as special only at a cell's start; elsewhere (in a file that
// breaks the RFC) it is a character of the cell, so a malformed file still shows its cells. A
// leading UTF-8 byte-order mark is skipped.

export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let started = false;
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
    started = false;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && !started) {
      quoted = true;
      started = true;
    } else if (char === separator) endCell();
    else if (char === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (char === '\n') endRow();
    else {
      cell += char;
      started = true;
    }
  }
  if (quoted) throw new Error('a quote never closed');
  // The last line's break ends its row; text after it would be one more row.
  if (started || row.length > 0) endRow();
  return rows;
}
