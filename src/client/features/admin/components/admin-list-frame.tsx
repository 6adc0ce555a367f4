import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NamespacedListFooter,
  type PagedListState,
} from '../../../components/ui/paged-list-footer';
import { ListToolbar } from './list-toolbar';
import { TableStates } from './table-states';

/** The one filter beside a console table's search box (role, status). */
export interface ListFilter {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface AdminListFrameProps {
  /**
   * The table's section: its ids (`admin-<section>-…`, the panel title `admin-<section>-title`)
   * and its words (`<section>.search`, `.searchPlaceholder`, `.empty`, `.error`).
   */
  section: 'users' | 'projects';
  search: string;
  onSearch: (value: string) => void;
  filter: ListFilter;
  list: PagedListState & {
    items: readonly unknown[];
    data: unknown;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The table of the rows loaded so far (drawn once there is a row). */
  children: ReactNode;
}

/**
 * A console table in its frame: search and filter above it, its loading, failed and empty
 * states, and the footer that pages it as it scrolls.
 */
export function AdminListFrame({
  section,
  search,
  onSearch,
  filter,
  list,
  children,
}: AdminListFrameProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-4">
      <ListToolbar
        idPrefix={`admin-${section}`}
        labelledBy={`admin-${section}-title`}
        searchLabel={t(`${section}.search`)}
        searchPlaceholder={t(`${section}.searchPlaceholder`)}
        search={search}
        onSearch={onSearch}
        filterLabel={filter.label}
        filter={filter.value}
        filterOptions={filter.options}
        onFilter={filter.onChange}
      />
      <TableStates
        query={list}
        count={list.data ? list.items.length : undefined}
        emptyTitle={t(`${section}.empty`)}
        errorTitle={t(`${section}.error`)}
      />
      {list.items.length > 0 && (
        <>
          {children}
          <NamespacedListFooter list={list} namespace="admin" />
        </>
      )}
    </div>
  );
}
