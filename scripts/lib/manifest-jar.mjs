// A jar that holds nothing but a manifest: a Main-Class and a Class-Path pointing at other jars.
// The Google Cloud CLI ships the Firestore emulator as a jar without a Main-Class (its own
// launcher passes the class on the command line), while firebase-tools starts an emulator with
// `java -jar <FIRESTORE_EMULATOR_BINARY_PATH>`: this jar bridges the two (scripts/lib/emulators.mjs).
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

/** Manifest lines are at most 72 bytes; longer ones continue on lines that start with a space. */
function manifestLine(name, value) {
  const line = Buffer.from(`${name}: ${value}`);
  const parts = [line.subarray(0, 72)];
  for (let start = 72; start < line.length; start += 71)
    parts.push(Buffer.concat([Buffer.from(' '), line.subarray(start, start + 71)]));
  return parts.map((part) => part.toString()).join('\r\n');
}

/** Writes `file`: a zip (stored, not compressed) with META-INF/MANIFEST.MF only. */
export function writeManifestJar(file, { mainClass, classPath }) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const manifest = Buffer.from(
    [
      'Manifest-Version: 1.0',
      manifestLine('Main-Class', mainClass),
      manifestLine('Class-Path', classPath.map((jar) => pathToFileURL(jar).pathname).join(' ')),
      '',
      '',
    ].join('\r\n'),
  );
  const crc = crc32(manifest);
  const DOS_DATE_1980_01_01 = (1 << 5) | 1;

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); // local file header
  local.writeUInt16LE(10, 4); // version needed: 1.0
  local.writeUInt16LE(DOS_DATE_1980_01_01, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(manifest.length, 18); // compressed size (stored)
  local.writeUInt32LE(manifest.length, 22);
  local.writeUInt16LE(name.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); // central directory header
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(DOS_DATE_1980_01_01, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(manifest.length, 20);
  central.writeUInt32LE(manifest.length, 24);
  central.writeUInt16LE(name.length, 28);

  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + manifest.length, 16);

  writeFileSync(file, Buffer.concat([local, name, manifest, central, name, end]));
}
