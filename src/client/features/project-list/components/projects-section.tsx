import { FolderOpen, FolderSearch, LayoutGrid } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import type { Project } from '../../../../shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { MoveToFolderDialog, useFileProjectWithToast, useFolders } from '../../folders';
import { useProjectList, type ProjectListState } from '../api/project-list';
import { isFiltered, projectListParams } from '../lib/project-list-filters';
import { ProjectListToolbar } from './project-list-toolbar';
import { ProjectListView } from './project-list-view';
import { useProjectLayout, useProjectListFilters } from './use-project-list-filters';

interface ProjectsSectionProps {
  headingId: string;
  heading: string;
  /** A folder's own page: only its projects, and no folder filter. */
  fixedFolder?: string;
  /** Cards can be dragged onto folders (the page puts them in a drag context). */
  draggable?: boolean;
}

/**
 * The projects the profile owns or joined, searched, sorted and filtered by the server, as cards
 * or rows, a page at a time; each offers "Move to folder…". /projects, /folders and a folder's
 * page all show this section.
 */
export function ProjectsSection({
  headingId,
  heading,
  fixedFolder,
  draggable = false,
}: ProjectsSectionProps) {
  const { t } = useTranslation('project-list');
  const [filters, setFilters] = useProjectListFilters(fixedFolder);
  const [layout, setLayout] = useProjectLayout();
  const settledQuery = useDebouncedValue(filters.q, LIST_SEARCH_DEBOUNCE_MS);
  const list = useProjectList(projectListParams(filters, settledQuery));
  const folders = useFolders();
  const folderNames = useMemo(
    () => new Map(folders.items.map((folder) => [folder.id, folder.name])),
    [folders.items],
  );
  const [moving, setMoving] = useState<Project | null>(null);
  const { file } = useFileProjectWithToast();
  const handleMove = useCallback((project: Project) => setMoving(project), []);
  const handleRemove = useCallback((project: Project) => file(project, null), [file]);
  const narrowed = isFiltered({ ...filters, folder: fixedFolder ? null : filters.folder });

  const empty = narrowed ? (
    <EmptyPanel
      icon={FolderSearch}
      title={t('empty.noMatch')}
      body={t('empty.noMatchBody')}
      action={
        <Button
          variant="secondary"
          onClick={() => setFilters({ q: '', status: null, scope: 'all', folder: null })}
        >
          {t('empty.clearFilters')}
        </Button>
      }
    />
  ) : fixedFolder ? (
    <EmptyPanel icon={FolderOpen} title={t('empty.folderTitle')} body={t('empty.folderBody')} />
  ) : (
    <EmptyPanel icon={LayoutGrid} title={t('empty.title')} body={t('empty.body')} />
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-zinc-100">
        {heading}
        <ProjectCount list={list} />
      </h2>
      <ProjectListToolbar
        filters={filters}
        onChange={setFilters}
        folders={fixedFolder ? undefined : folders.items}
        layout={layout}
        onLayoutChange={setLayout}
      />
      <ProjectListView
        list={list}
        layout={layout}
        labelledBy={headingId}
        folderNames={folderNames}
        draggable={draggable}
        empty={empty}
        onMoveToFolder={handleMove}
        onRemoveFromFolder={handleRemove}
      />
      <MoveToFolderDialog project={moving} onClose={() => setMoving(null)} />
    </section>
  );
}

/** "120": the total when the server sent one, else what is loaded ("100+" while more wait). */
function ProjectCount({ list }: { list: ProjectListState }) {
  const { i18n } = useTranslation('project-list');
  if (!list.data || list.items.length === 0) return null;
  const count = new Intl.NumberFormat(i18n.resolvedLanguage).format(
    list.total ?? list.items.length,
  );
  return (
    <span className="rounded-full bg-zinc-800 px-2 py-0.5 text-xs font-medium text-zinc-300">
      {list.total === null && list.hasNextPage ? `${count}+` : count}
    </span>
  );
}
