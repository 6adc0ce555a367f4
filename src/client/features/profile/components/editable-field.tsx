import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../shared/schemas/profile';
import type { ProfileEditor } from '../use-profile-editor';
import { INPUT_MAX_LENGTH, type EditableProfileField } from '../lib/profile-form';
import { FieldInput, FieldView } from './profile-field';

interface EditableFieldProps {
  editor: ProfileEditor;
  field: EditableProfileField;
  /** The field's name; `fields.<field>` of the profile's words when not given. */
  label?: string;
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
export function EditableField({
  editor,
  field,
  label: ownLabel,
  view,
  ...input
}: EditableFieldProps) {
  const { t } = useTranslation('profile');
  const label = ownLabel ?? t(`fields.${field}`);
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

/** A field whose view mode shows the profile's value as it is (a name, a label, a publisher). */
export function PlainField({
  profile,
  field,
  ...rest
}: Omit<EditableFieldProps, 'view'> & { profile: Profile }) {
  return <EditableField field={field} view={profile[field]} {...rest} />;
}
