import { useDndContext } from '@dnd-kit/core';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { ErrorState } from '../../../components/ui/error-state';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { useWindowList } from '../../../hooks/use-window-list';
import type { ProjectListState } from '../api/project-list';
import { chunkIntoLines, columnsForWidth, type ProjectLayout } from '../lib/project-grid';
import { ProjectItem } from './project-item';

interface ProjectListViewProps {
  list: ProjectListState;
  layout: ProjectLayout;
  labelledBy: string;
  /** Folder names by id, for the chip on a filed project. */
  folderNames: ReadonlyMap<string, string>;
  draggable: boolean;
  /** Shown when the list is loaded and has nothing (no projects, or no match). */
  empty: ReactNode;
  onMoveToFolder: (project: Project) => void;
  onRemoveFromFolder: (project: Project) => void;
}

/** A line's height before it is measured: a card line, or a row. */
const ESTIMATE_PX = { cards: 164, rows: 76 } as const;

/**
 * The projects as cards or rows, only the lines near the viewport rendered (the window scrolls),
 * the next page asked for as the end nears; loading, error and empty states.
 */
export function ProjectListView(props: ProjectListViewProps) {
  const { list, empty } = props;
  const { t } = useTranslation('project-list');
  if (!list.data) {
    return list.isError ? (
      <ErrorState
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('common:retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    ) : (
      <ProjectListSkeleton layout={props.layout} />
    );
  }
  if (list.items.length === 0) return empty;
  return (
    <>
      <VirtualProjectLines {...props} />
      <NamespacedListFooter list={list} namespace="project-list" />
    </>
  );
}

function VirtualProjectLines({
  list,
  layout,
  labelledBy,
  folderNames,
  draggable,
  onMoveToFolder,
  onRemoveFromFolder,
}: ProjectListViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const columns = layout === 'rows' ? 1 : columnsForWidth(width);
  const { items } = list;
  const lines = useMemo(() => chunkIntoLines(items, columns), [items, columns]);
  // The dragged card keeps its node (dnd-kit measures it) even when scrolled away.
  const { active } = useDndContext();
  const activeIndex = active ? items.findIndex((project) => project.id === active.id) : -1;
  const setSize = Math.max(list.total ?? 0, items.length);
  const { listRef, scrollMargin, virtualizer, rows } = useWindowList<HTMLDivElement>({
    count: lines.length,
    estimate: ESTIMATE_PX[layout],
    getItemKey: (index) => `${columns}:${lines[index]![0]!.id}`,
    keepIndex: activeIndex >= 0 ? Math.floor(activeIndex / columns) : null,
    onNearEnd: list.loadMore,
  });

  return (
    <div ref={frame} aria-busy={list.isPlaceholderData || undefined}>
      <div
        ref={listRef}
        role="list"
        aria-labelledby={labelledBy}
        className={`relative transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const line = lines[row.index]!;
          return (
            <div
              key={row.key}
              role="none"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full pb-3"
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <div
                role="none"
                className={layout === 'cards' ? 'grid gap-4' : undefined}
                style={
                  layout === 'cards'
                    ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }
                    : undefined
                }
              >
                {line.map((project, offset) => (
                  <ProjectItem
                    key={project.id}
                    project={project}
                    layout={layout}
                    position={row.index * columns + offset + 1}
                    setSize={setSize}
                    folderName={project.folderId ? folderNames.get(project.folderId) : undefined}
                    draggable={draggable}
                    onMoveToFolder={onMoveToFolder}
                    onRemoveFromFolder={onRemoveFromFolder}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The element's width, followed as the window or the sidebar changes it. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The list's shape while the first page loads (announced once, drawn as placeholders). */
function ProjectListSkeleton({ layout }: { layout: ProjectLayout }) {
  const { t } = useTranslation('project-list');
  return (
    <div role="status">
      <span className="sr-only">{t('list.loading')}</span>
      <div
        aria-hidden
        className={
          layout === 'cards'
            ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
            : 'space-y-3'
        }
      >
        {Array.from({ length: 6 }, (_, index) => (
          <span
            key={index}
            className={`block animate-pulse rounded-2xl border border-zinc-800 bg-zinc-900/60 ${layout === 'cards' ? 'h-36' : 'h-16'}`}
          />
        ))}
      </div>
    </div>
  );
}
