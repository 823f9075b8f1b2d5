import type { ExportFormat } from '@bridgehub/contract';
import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { attachmentDisposition } from './content-disposition.ts';
import { type CsvValue, csvLine } from './csv.ts';

/** A table the console exports: a header row, then one row per record. */
export interface Table {
  /** The file's name without its extension; also the sheet's name. */
  name: string;
  header: string[];
  rows: CsvValue[][];
}

/**
 * Every text cell is written as a string, never as a formula, so `=HYPERLINK(…)` typed by an attendee stays text;
 * dates are real dates a spreadsheet can sort.
 */
const xlsxCell = (value: CsvValue): Cell => {
  if (value === null) return null;
  if (value instanceof Date) return { value, type: Date, format: 'yyyy-mm-dd hh:mm' };
  if (typeof value === 'string') return { value, type: String };
  return value;
};

const toCsv = (table: Table) => [table.header, ...table.rows].map(csvLine).join('');

const toXlsx = (table: Table) =>
  writeXlsxFile(
    [
      table.header.map((value) => ({ value, type: String, fontWeight: 'bold' as const })),
      ...table.rows.map((row) => row.map(xlsxCell)),
    ],
    // A sheet name is at most 31 characters and may not hold []:*?/\ (Excel's rule).
    { sheet: table.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), stickyRowsCount: 1 },
  ).toBuffer();

/** Sends a table as a CSV or XLSX download: the one way the console's exports leave the server. */
export const sendTable = async (reply: FastifyReply, table: Table, format: ExportFormat) => {
  const body = format === 'xlsx' ? await toXlsx(table) : toCsv(table);
  return reply
    .header(
      'content-type',
      format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
    )
    .header('content-disposition', attachmentDisposition(`${table.name}.${format}`))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(body);
};
