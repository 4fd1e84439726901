/**
 * The stream names of an OLE2 compound file ([MS-CFB]): enough to tell a legacy `.xls`
 * (`Workbook`) from a `.doc` (`WordDocument`) and from a password-encrypted OOXML file, which
 * Office wraps in a compound file with an `EncryptedPackage` stream ([MS-OFFCRYPTO] 2.3.4).
 */

/** The 8 bytes every compound file starts with. @internal */
export const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;

/**
 * The names of the storages and streams in a compound file's directory.
 * @throws Error when the header or the directory chain is broken (a corrupt file).
 * @internal
 */
export function listOle2Entries(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 512 || !OLE2_MAGIC.every((b, i) => bytes[i] === b)) throw new Error('not a compound file');
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) throw new Error(`bad sector shift ${sectorShift}`);
  const sectorSize = 1 << sectorShift;
  // The last sector may be cut short by writers that do not pad the file; reads are bounds-checked.
  const sectorCount = Math.ceil(bytes.length / sectorSize) - 1;
  const offset = (sector: number) => {
    if (sector >= sectorCount) throw new Error(`sector ${sector} out of range`);
    return (sector + 1) * sectorSize;
  };
  const u32 = (at: number) => {
    if (at + 4 > bytes.length) throw new Error('truncated');
    return view.getUint32(at, true);
  };

  // The FAT's own sectors: 109 in the header, the rest in the DIFAT chain.
  const fatCount = u32(0x2c);
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT_ENTRIES); i++) fatSectors.push(u32(0x4c + i * 4));
  let difat = u32(0x44);
  for (let guard = 0; fatSectors.length < fatCount && difat !== END_OF_CHAIN; guard++) {
    if (guard > sectorCount) throw new Error('DIFAT loop');
    const at = offset(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatCount; i++) fatSectors.push(u32(at + i * 4));
    difat = u32(at + perSector * 4);
  }
  const next = (sector: number) => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined) throw new Error(`sector ${sector} not in the FAT`);
    return u32(offset(fatSector) + (sector % perSector) * 4);
  };

  const names: string[] = [];
  let sector = u32(0x30);
  for (let guard = 0; sector !== END_OF_CHAIN; guard++) {
    if (guard > sectorCount) throw new Error('directory loop');
    const at = offset(sector);
    for (let entry = at; entry + DIRECTORY_ENTRY_SIZE <= at + sectorSize; entry += DIRECTORY_ENTRY_SIZE) {
      const type = bytes[entry + 0x42];
      const length = view.getUint16(entry + 0x40, true);
      if ((type === 1 || type === 2 || type === 5) && length >= 2 && length <= 64) {
        names.push(new TextDecoder('utf-16le').decode(bytes.subarray(entry, entry + length - 2)));
      }
    }
    sector = next(sector);
  }
  return names;
}
