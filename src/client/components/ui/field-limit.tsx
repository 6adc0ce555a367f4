import {
  useId,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLimitState, insertionIsCut } from './field-limit-rules';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The props of a text control that the length limit reads. */
interface LimitedProps {
  maxLength?: number;
  value?: unknown;
  defaultValue?: unknown;
  'aria-describedby'?: string;
}

/** The handlers it wraps, as an input's or a textarea's props hold them. */
interface WrappedHandlers {
  onChange?: (event: ChangeEvent<TextControl>) => void;
  onPaste?: (event: ClipboardEvent<TextControl>) => void;
  onDrop?: (event: DragEvent<TextControl>) => void;
}

const textLength = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;

/**
 * A text control's length limit, said instead of applied silently (issue 25 item 9): returns
 * the control's props (its handlers wrapped, the note tied by aria-describedby) and the note
 * to draw under it, null while the text is well below the limit or there is none.
 */
export function useFieldLimit<P extends LimitedProps>(props: P): { control: P; note: ReactNode } {
  const { t } = useTranslation();
  const noteId = useId();
  const [typedLength, setTypedLength] = useState(() => textLength(props.defaultValue));
  const [cut, setCut] = useState(false);
  const max = props.maxLength;
  if (max === undefined) return { control: props, note: null };

  const length = props.value !== undefined ? textLength(props.value) : typedLength;
  const state = fieldLimitState(length, max, cut);
  /** A paste or drop of `inserted` characters at the control's selection. */
  const checkInsertion = (control: TextControl, inserted: number) => {
    const selected = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
    setCut(insertionIsCut(control.value.length, selected, inserted, max));
  };
  // The control's own handlers, called after the limit's: typed for its element, they take it.
  const own = props as WrappedHandlers;
  const control = {
    ...props,
    'aria-describedby':
      [props['aria-describedby'], state === 'quiet' ? undefined : noteId]
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (event: ChangeEvent<TextControl>) => {
      setTypedLength(event.target.value.length);
      if (event.target.value.length < max) setCut(false);
      own.onChange?.(event);
    },
    onPaste: (event: ClipboardEvent<TextControl>) => {
      checkInsertion(event.currentTarget, event.clipboardData.getData('text').length);
      own.onPaste?.(event);
    },
    onDrop: (event: DragEvent<TextControl>) => {
      checkInsertion(event.currentTarget, event.dataTransfer.getData('text').length);
      own.onDrop?.(event);
    },
  } as P;
  const note =
    state === 'quiet' ? null : (
      <p
        id={noteId}
        role="status"
        className={`mt-1 text-xs ${state === 'count' ? 'text-zinc-400' : 'text-amber-300'}`}
      >
        {state === 'count'
          ? t('fieldLimit.count', { length, max })
          : t(state === 'cut' ? 'fieldLimit.cut' : 'fieldLimit.full', { max })}
      </p>
    );
  return { control, note };
}
