import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stringify } from 'csv-stringify';
import type { Cell, RowWriter, WriterSetup } from './writer-protocol';
import { dateTimeText, durationText, zonedClock } from './zoned-time';

/**
 * A spreadsheet program runs a cell that starts like a formula; text from the configurator (device
 * texts, names) is never meant as one, so it gets a leading apostrophe (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** UTF-8 with a byte order mark and `;` between fields: what German Excel opens without a wizard. */
export function openCsvWriter(setup: WriterSetup): RowWriter {
  const clock = zonedClock(setup.timeZone);
  const types = setup.columns.map((c) => c.type);
  const file = createWriteStream(setup.path);
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: 'windows' });
  csv.pipe(file);
  const failed = new Promise<never>((_resolve, reject) => {
    csv.once('error', reject);
    file.once('error', reject);
  });
  failed.catch(() => undefined);

  const text = (value: Cell, index: number): string => {
    if (value === null) return '';
    switch (types[index]) {
      case 'datetime':
        return dateTimeText(clock(value as number));
      case 'duration':
        return durationText(value as number);
      case 'number':
        return String(value);
      default: {
        const s = String(value);
        return FORMULA_START.test(s) ? `'${s}` : s;
      }
    }
  };

  async function put(record: string[]): Promise<void> {
    if (!csv.write(record)) await Promise.race([once(csv, 'drain'), failed]);
  }

  const ready = put(setup.columns.map((c) => c.heading));
  return {
    async write(rows) {
      await ready;
      for (const row of rows) await put(row.map(text));
    },
    async finish() {
      await ready;
      csv.end();
      await Promise.race([once(file, 'finish'), failed]);
    },
  };
}
