import type { ReactNode } from 'react';
import type { ProfileEditor } from '../use-profile-editor';
import { INPUT_MAX_LENGTH, type EditableProfileField } from '../lib/profile-form';
import { FieldInput, FieldView } from './profile-field';

interface EditableFieldProps {
  editor: ProfileEditor;
  field: EditableProfileField;
  label: string;
  /** What view mode shows (null or '' shows "Not set"). */
  view: ReactNode;
  hint?: string;
  rows?: number;
  type?: 'text' | 'url' | 'number';
  placeholder?: string;
  autoComplete?: string;
  prefix?: string;
  aside?: ReactNode;
  className?: string;
}

/** A profile field as view mode shows it, or as an input while the profile is being edited. */
export function EditableField({ editor, field, label, view, ...input }: EditableFieldProps) {
  if (!editor.values) {
    return (
      <FieldView label={label} className={input.className}>
        {view}
      </FieldView>
    );
  }
  const numeric = input.type === 'number';
  return (
    <FieldInput
      id={`profile-${field}`}
      label={label}
      value={editor.values[field]}
      onChange={(value) => editor.change(field, value)}
      problem={editor.errors[field]}
      maxLength={INPUT_MAX_LENGTH[field]}
      {...(numeric ? { min: 0, max: 100, inputMode: 'numeric' as const } : {})}
      {...input}
    />
  );
}
