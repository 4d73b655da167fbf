export * from './workbook.js';
