import { useTranslation } from 'react-i18next';
import { SearchQueryBox } from '../../components/ui/search-query-box';

/** The shell's "Search songs..." box. Its text lives in ?q= so any view can filter by it. */
export function SearchBox() {
  const { t } = useTranslation('shell');
  return (
    <SearchQueryBox
      id="shell-search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      clearLabel={t('search.clear')}
      className="max-w-md"
    />
  );
}
