import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { zipStored } from './bulk-helpers.ts';

/** The parts of a minimal workbook with one sheet, `xl/worksheets/sheet1.xml`, which the bomb adds. */
const workbookParts = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/**
 * An .xlsx whose sheet XML is `megabytes` MB of repeated rows, deflated chunk by chunk (the test never holds the
 * inflated sheet): 256 MB become about a quarter of a megabyte. `lie` writes a directory that declares 1 KB.
 */
export async function zipBomb(megabytes: number, lie = false): Promise<Buffer> {
  const head =
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const row =
    '<row r="2"><c r="A2" t="inlineStr"><is><t>081234567890</t></is></c><c r="B2" t="inlineStr"><is><t>tsel10</t></is></c></row>';
  const chunk = Buffer.from(row.repeat(Math.floor((1024 * 1024) / row.length)));
  const deflater = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (part: Buffer) => out.push(part));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (part: Buffer) => {
    crc = crc32(part, crc);
    size += part.length;
    if (!deflater.write(part)) await new Promise((resolve) => deflater.once('drain', resolve));
  };
  await write(Buffer.from(head));
  for (let index = 0; index < megabytes; index += 1) await write(chunk);
  await write(Buffer.from('</sheetData></worksheet>'));
  deflater.end();
  await done;
  const compressed = Buffer.concat(out);

  // The small parts stored as they are, then the sheet deflated, with one central directory for all.
  const stored = zipStored(workbookParts);
  const endAt = stored.length - 22;
  const directoryOffset = stored.readUInt32LE(endAt + 16);
  const locals = stored.subarray(0, directoryOffset);
  const directory = stored.subarray(directoryOffset, endAt);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const declared = lie ? 1024 : size;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(locals.length, 42);
  const newDirectory = Buffer.concat([directory, central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(workbookParts).length + 1;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(newDirectory.length, 12);
  end.writeUInt32LE(locals.length + local.length + name.length + compressed.length, 16);
  return Buffer.concat([locals, local, name, compressed, newDirectory, end]);
}
