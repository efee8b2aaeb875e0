/** Code page names as .cpg files spell them (ArcGIS, QGIS, GDAL) to WHATWG encoding labels. */
const CPG_ALIASES: Record<string, string> = {
  UTF8: 'utf-8',
  '65001': 'utf-8',
  '88591': 'iso-8859-1',
  LATIN1: 'iso-8859-1',
  '866': 'ibm866',
  CP866: 'ibm866',
  '932': 'shift_jis',
  SJIS: 'shift_jis',
  '936': 'gbk',
  '949': 'euc-kr',
  '950': 'big5',
  KOI8R: 'koi8-r',
};

/** dBase language driver ids (header byte 29) that name a code page a TextDecoder knows. */
const LANGUAGE_DRIVERS: Record<number, string> = {
  3: 'windows-1252',
  87: 'windows-1252',
  88: 'windows-1252',
  89: 'windows-1252',
  19: 'shift_jis',
  38: 'ibm866',
  77: 'gbk',
  78: 'euc-kr',
  79: 'big5',
  100: 'iso-8859-2',
  101: 'ibm866',
  123: 'euc-kr',
  125: 'windows-1255',
  126: 'windows-1256',
  200: 'windows-1250',
  201: 'windows-1251',
  202: 'windows-1254',
  203: 'windows-1253',
};

function supported(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

/** The TextDecoder label for a .cpg's text ("UTF-8", "1252", "ANSI 1252", "ISO 8859-1"…). */
export function encodingFromCpg(cpg: string): string | undefined {
  const name = cpg
    .replace(/^\uFEFF/, '')
    .trim()
    .toUpperCase();
  const compact = name.replace(/^ANSI\s*/, '').replace(/[\s_-]/g, '');
  const alias = CPG_ALIASES[compact];
  if (alias) return alias;
  const windows = /^(?:CP|WINDOWS)?(125\d)$/.exec(compact)?.[1];
  if (windows) return `windows-${windows}`;
  const iso = /^(?:ISO)?8859(\d{1,2})$/.exec(compact)?.[1];
  if (iso) return supported(`iso-8859-${iso}`);
  return name === '' ? undefined : supported(name.toLowerCase());
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Without a .cpg: bytes that are valid UTF-8 are read as UTF-8 (what QGIS and most tools write
 * today; a Windows code page rarely forms valid UTF-8 by accident), else the language driver
 * byte's code page, else Windows-1252, the code page of most older Latin-alphabet files.
 */
export function guessDbfEncoding(records: Uint8Array, languageDriver: number): string {
  if (isValidUtf8(records)) return 'utf-8';
  return LANGUAGE_DRIVERS[languageDriver] ?? 'windows-1252';
}
