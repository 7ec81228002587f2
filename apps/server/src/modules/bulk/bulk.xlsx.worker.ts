import { parentPort, workerData } from 'node:worker_threads';
import { readXlsxRows, SpreadsheetError, type XlsxWorkerAnswer } from './bulk.spreadsheet.ts';

/**
 * The worker thread that parses one uploaded .xlsx (bulk.spreadsheet.ts starts it with a heap and a time limit):
 * whatever the file does to exceljs, it does it here, and the server's own thread only sees the answer or the exit.
 */
const data = Buffer.from(workerData as Uint8Array);
let answer: XlsxWorkerAnswer;
try {
  answer = { rows: await readXlsxRows(data) };
} catch (error) {
  answer = { problem: error instanceof SpreadsheetError ? error.problem : 'file_unreadable' };
}
parentPort?.postMessage(answer);
