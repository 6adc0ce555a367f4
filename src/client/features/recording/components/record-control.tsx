/** Placeholder: filled in by the recording feature's owner. */
export interface RecordControlProps {
  /**
   * 'auto-upload' (project page): a finished take is handed to onSave at once, titled from the
   * date. 'dialog' (library, studio): the "Recording Complete" dialog asks first (Listen,
   * Discard, title, Save Recording).
   */
  mode: 'auto-upload' | 'dialog';
  onSave: (file: File, title: string) => Promise<void>;
}

export function RecordControl(_props: RecordControlProps) {
  return null;
}
