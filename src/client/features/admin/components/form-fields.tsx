import { Switch } from '../../../components/ui/switch';
import { SelectField as FieldWithSelect } from '../../../components/ui/select';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Visually hidden label (a filter beside a search box). */
  hideLabel?: boolean;
  className?: string;
}

/** A labelled select over a list of options (the console's filters and role pickers). */
export function SelectField(props: SelectFieldProps) {
  const { id, label, value, options, onChange, disabled, hideLabel, className } = props;
  return (
    <FieldWithSelect
      id={id}
      label={label}
      hideLabel={hideLabel}
      fieldClassName={className}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FieldWithSelect>
  );
}

interface SwitchFieldProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a button with role switch, named and described by its text. */
export function SwitchField({ id, label, description, checked, onChange }: SwitchFieldProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-zinc-100">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-xs text-zinc-400">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onChange={onChange}
        labelledBy={`${id}-label`}
        describedBy={`${id}-description`}
      />
    </div>
  );
}
