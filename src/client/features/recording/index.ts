// What other features may use of recording (issue 15 item 4: features meet only through their entries).
export { RecordControl, type RecordControlProps } from './components/record-control';
