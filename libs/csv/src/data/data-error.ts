export { DataError } from './data-record';
