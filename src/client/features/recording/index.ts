// Entry of recording, what other features may use (issue 15 item 4).
export { RecordControl, type RecordControlProps } from './components/record-control';
