import { useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { AdaptiveDialog, FallbackImage } from '../../ui';
import { useBoot } from '../boot';
import { PageTitle } from '../shell';

/** A position as a layer over its menu (spec §2); closing returns to the menu where it was. */
export function PositionLayer({ menuId, positionId }: { menuId: number; positionId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const { snapshot } = useBoot();
  const position = snapshot?.menus
    .find(({ menu }) => menu.id === menuId)
    ?.positions.find((item) => item.id === positionId);
  const title = position?.name ?? t('position.title');
  return (
    <AdaptiveDialog
      open
      onClose={() => navigate(`/menus/${menuId}`, { preventScrollReset: true })}
      title={title}
    >
      <PageTitle title={title} />
      {position?.photos[0] && (
        <FallbackImage className="position-layer__photo" src={position.photos[0].url} alt={position.name} />
      )}
      <p className="dialog__text">{position?.description || t('position.emptyText')}</p>
    </AdaptiveDialog>
  );
}
