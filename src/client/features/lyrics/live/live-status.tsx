import { useTranslation } from 'react-i18next';
import { SaveStatusLine, type SaveTone } from '../../../components/ui/save-status-line';
import type { LiveConnection } from './lyrics-provider';

const TONES: Record<LiveConnection, SaveTone> = {
  connecting: 'busy',
  connected: 'saved',
  reconnecting: 'busy',
  offline: 'warning',
  refused: 'error',
};

/**
 * Where the writer's words stand, in place of the old save status: with everyone (connected),
 * kept on this device until the connection is back (offline), or on their way (reconnecting).
 * A viewer reads "View only" beside it.
 */
export function LiveStatus({
  connection,
  viewOnly,
}: {
  connection: LiveConnection;
  viewOnly: boolean;
}) {
  const { t } = useTranslation('lyrics');
  return (
    <SaveStatusLine tone={TONES[connection]} status={connection}>
      {t(`live.status.${connection}`)}
      {viewOnly && (
        <span className="ml-1 rounded bg-zinc-800 px-1.5 py-0.5 text-xs font-medium text-zinc-200">
          {t('live.viewOnly')}
        </span>
      )}
    </SaveStatusLine>
  );
}
