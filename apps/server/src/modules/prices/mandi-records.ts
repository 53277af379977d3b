/**
 * Agmarknet's daily prices as they arrive: its CSV export (State, District, Market, Commodity, Variety, Grade,
 * Arrival_Date, Min_x0020_Price, Max_x0020_Price, Modal_x0020_Price) or data.gov.in's API JSON (`records`, the same
 * fields in lower case). Both become {@link MandiRecord}s; the first thing wrong is a {@link MandiFileError} naming
 * its line (CSV) or record (JSON), so a bad file is refused before anything is written.
 */

/** One market's prices of one commodity, variety and grade on one day, ₹ a quintal; `date` as YYYY-MM-DD. */
export interface MandiRecord {
  state: string;
  district: string;
  market: string;
  commodity: string;
  variety: string;
  grade: string;
  date: string;
  min: number;
  max: number;
  modal: number;
}

/** A file that is not Agmarknet's format; `message` says where and what. */
export class MandiFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MandiFileError';
  }
}

/** The fields by their API names; the CSV's headers fold to these ('Min_x0020_Price' → 'min_price'). */
const FIELDS = [
  'state',
  'district',
  'market',
  'commodity',
  'variety',
  'grade',
  'arrival_date',
  'min_price',
  'max_price',
  'modal_price',
] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED_TEXT: readonly Field[] = ['state', 'district', 'market', 'commodity'];

/** 'Min_x0020_Price' / 'Min Price' / 'min_price' → 'min_price' (the export escapes spaces as _x0020_). */
function fieldOf(header: string): string {
  return header
    .trim()
    .replace(/_x0020_/gi, '_')
    .replace(/\s+/g, '_')
    .toLowerCase();
}

/** dd/mm/yyyy (the export and the API) or yyyy-mm-dd → yyyy-mm-dd; null when it is no real date. */
export function isoDateOf(text: string): string | null {
  const trimmed = text.trim();
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(trimmed);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

function priceOf(value: unknown, field: Field, where: string): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const price = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(price) || price < 0 || price > 100_000_000) {
    throw new MandiFileError(`${where}: ${field} is not a price: ${JSON.stringify(value ?? '')}`);
  }
  return price;
}

/** One row's fields → a record, or the error naming what is wrong at `where`. */
function recordOf(get: (field: Field) => unknown, where: string): MandiRecord {
  const text = (field: Field) => {
    const value = get(field);
    return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  };
  for (const field of REQUIRED_TEXT) {
    if (text(field) === '') throw new MandiFileError(`${where}: ${field} is empty`);
  }
  const date = isoDateOf(text('arrival_date'));
  if (!date) {
    throw new MandiFileError(
      `${where}: arrival_date is not a dd/mm/yyyy date: ${JSON.stringify(get('arrival_date') ?? '')}`,
    );
  }
  const min = priceOf(get('min_price'), 'min_price', where);
  const max = priceOf(get('max_price'), 'max_price', where);
  const modal = priceOf(get('modal_price'), 'modal_price', where);
  return {
    state: text('state'),
    district: text('district'),
    market: text('market'),
    commodity: text('commodity'),
    variety: text('variety'),
    grade: text('grade'),
    date,
    min,
    max,
    modal,
  };
}

/**
 * RFC 4180 rows with the line each starts on: quoted fields may hold commas, doubled quotes and line breaks. No CSV
 * library is installed, and this much is all the export needs.
 */
export function* csvRows(text: string): Generator<{ line: number; cells: string[] }> {
  let line = 1;
  let start = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = () => {
    cells.push(cell);
    const row = { line: start, cells };
    cells = [];
    cell = '';
    return row;
  };
  for (; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      const row = end();
      line += 1;
      start = line;
      if (row.cells.length > 1 || row.cells[0] !== '') yield row;
    } else cell += ch;
  }
  if (quoted) throw new MandiFileError(`line ${start}: a quoted field is not closed`);
  if (cell !== '' || cells.length > 0) yield end();
}

/** The records of Agmarknet's CSV export. */
export function recordsFromCsv(text: string): MandiRecord[] {
  const rows = csvRows(text);
  const header = rows.next();
  if (header.done) throw new MandiFileError('line 1: the file is empty');
  const names = header.value.cells.map(fieldOf);
  const missing = FIELDS.filter((field) => field !== 'grade' && !names.includes(field));
  if (missing.length > 0) {
    throw new MandiFileError(`line 1: not an Agmarknet price file: no ${missing.join(', ')} column`);
  }
  const index = new Map(FIELDS.map((field) => [field, names.indexOf(field)]));
  const records: MandiRecord[] = [];
  for (const { line, cells } of rows) {
    if (cells.length !== names.length) {
      throw new MandiFileError(`line ${line}: ${cells.length} fields where the header has ${names.length}`);
    }
    records.push(
      recordOf((field) => {
        const at = index.get(field) ?? -1;
        return at < 0 ? '' : cells[at];
      }, `line ${line}`),
    );
  }
  return records;
}

/** The records of one data.gov.in API answer (`{ records: [...], total, count, offset, limit }`). */
export function recordsFromApi(body: unknown, where = 'record'): MandiRecord[] {
  const records =
    typeof body === 'object' && body !== null && 'records' in body
      ? (body as { records: unknown }).records
      : null;
  if (!Array.isArray(records)) throw new MandiFileError('not a data.gov.in answer: no records list');
  return records.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null)
      throw new MandiFileError(`${where} ${i + 1}: not an object`);
    const fields = new Map(Object.entries(item).map(([key, value]) => [fieldOf(key), value as unknown]));
    return recordOf((field) => fields.get(field), `${where} ${i + 1}`);
  });
}

/** A file's records: JSON when it starts with `{`, else CSV. */
export function parsePriceFile(text: string): MandiRecord[] {
  if (/^\uFEFF?\s*\{/.test(text)) {
    let body: unknown;
    try {
      body = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new MandiFileError(`not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    return recordsFromApi(body);
  }
  return recordsFromCsv(text);
}
