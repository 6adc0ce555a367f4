import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { IconButton } from '../../../components/ui/icon-button';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  /** Accessible name of the show/hide button, e.g. "Show password". */
  toggleLabel: string;
  error?: string;
}

/** A password input with a show/hide toggle (a pressed button, so screen readers hear its state). */
export function PasswordField({ toggleLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      trailing={
        <IconButton
          look="inset"
          label={toggleLabel}
          aria-pressed={visible}
          aria-controls={field.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </IconButton>
      }
    />
  );
}
