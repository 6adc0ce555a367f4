import { Search } from 'lucide-react';
import { SelectField } from './form-fields';
import { Input } from '../../../components/ui/input';

interface ListToolbarProps {
  idPrefix: string;
  /** The id of the heading that names this search landmark (the table's panel title). */
  labelledBy: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
  filterLabel: string;
  filter: string;
  filterOptions: readonly { value: string; label: string }[];
  onFilter: (value: string) => void;
}

/** A table's search box and its one filter, side by side. */
export function ListToolbar(props: ListToolbarProps) {
  const { idPrefix } = props;
  return (
    <div
      role="search"
      aria-labelledby={props.labelledBy}
      className="flex flex-col gap-3 sm:flex-row"
    >
      <div className="relative flex-1">
        <label htmlFor={`${idPrefix}-search`} className="sr-only">
          {props.searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-400"
          aria-hidden
        />
        <Input
          id={`${idPrefix}-search`}
          type="search"
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          placeholder={props.searchPlaceholder}
          autoComplete="off"
          tone="console"
          className="pl-9"
        />
      </div>
      <SelectField
        id={`${idPrefix}-filter`}
        label={props.filterLabel}
        hideLabel
        value={props.filter}
        options={props.filterOptions}
        onChange={props.onFilter}
        className="sm:w-48"
      />
    </div>
  );
}
