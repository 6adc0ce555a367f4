import type { ReactNode } from 'react';

/** A field's refusal: the message, with a title when the spec gives one ("Invalid Percentage"). */
export interface FieldError {
  title?: string;
  message: string;
}

/** The refusal as a field shows it: its title in bold, then the message. */
export function splitFieldErrorText(error: FieldError | undefined): ReactNode {
  if (!error) return undefined;
  return (
    <>
      {error.title && <strong className="font-semibold text-red-300">{error.title}: </strong>}
      {error.message}
    </>
  );
}
