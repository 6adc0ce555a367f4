import { Mail, Pencil, Phone, Plus, Trash2, UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Representative } from '../../../../shared/schemas/profile-overview';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PanelListSkeleton } from '../../../components/ui/panel-card';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteRepresentative, useRepresentatives } from '../api/representatives';
import { Button } from '../../../components/ui/button';
import { RepresentativeDialog } from './representative-dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { Card } from '../../../components/ui/card';

/** Who represents the profile (manager, agent, label, publisher): list, add, edit, delete. */
export function RepresentativesTab() {
  const { t } = useTranslation('profile');
  const list = useRepresentatives();
  const remove = useDeleteRepresentative();
  // `undefined`: closed; `null`: adding; a representative: editing it.
  const [editing, setEditing] = useState<Representative | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Representative | null>(null);

  const addButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus className="h-4 w-4" aria-hidden />
      {t('representatives.add')}
    </Button>
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('representatives.deleted'));
        setDeleting(null);
      },
      onError: (error) =>
        toast.error(t('representatives.deleteFailed'), {
          description: errorMessage(error, t('toast.tryAgain')),
        }),
    });
  };

  let content;
  if (list.isError) {
    content = (
      <ErrorState
        title={t('representatives.loadFailed')}
        body={t('loadFailed.body')}
        retryLabel={t('common:retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    content = <PanelListSkeleton rows={2} />;
  } else if (list.data.length === 0) {
    content = (
      <EmptyPanel
        icon={UserRoundCheck}
        title={t('representatives.emptyTitle')}
        body={t('representatives.emptyBody')}
        action={addButton}
      />
    );
  } else {
    content = (
      <div className="space-y-4">
        <div className="flex justify-end">{addButton}</div>
        <Card as="ul" padding="none" className="divide-y divide-zinc-800">
          {list.data.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-zinc-100 [overflow-wrap:anywhere]">{person.name}</p>
                <p className="text-xs font-medium uppercase tracking-wide text-brand-400">
                  {t(`representatives.roles.${person.role}`)}
                </p>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-300">
                  {person.email && (
                    <a
                      href={`mailto:${person.email}`}
                      className="inline-flex items-center gap-1 hover:underline"
                    >
                      <Mail className="h-3.5 w-3.5" aria-hidden />
                      {person.email}
                    </a>
                  )}
                  {person.phone && (
                    <a
                      href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}
                      className="inline-flex items-center gap-1 hover:underline"
                    >
                      <Phone className="h-3.5 w-3.5" aria-hidden />
                      {person.phone}
                    </a>
                  )}
                </div>
              </div>
              <IconButton
                look="card"
                onClick={() => setEditing(person)}
                label={t('representatives.editOne', { name: person.name })}
                title={t('representatives.editOne', { name: person.name })}
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </IconButton>
              <IconButton
                look="card"
                className="hover:text-red-300"
                onClick={() => setDeleting(person)}
                label={t('representatives.deleteOne', { name: person.name })}
                title={t('representatives.deleteOne', { name: person.name })}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </IconButton>
            </li>
          ))}
        </Card>
      </div>
    );
  }

  return (
    <>
      {content}
      {editing !== undefined && (
        <RepresentativeDialog
          key={editing?.id ?? 'new'}
          representative={editing}
          open
          onOpenChange={(open) => !open && setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        icon={Trash2}
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('representatives.deleteTitle')}
        body={t('representatives.deleteBody', { name: deleting?.name ?? '' })}
        labels={{
          confirm: t('representatives.deleteConfirm'),
          pending: t('representatives.deleting'),
        }}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
