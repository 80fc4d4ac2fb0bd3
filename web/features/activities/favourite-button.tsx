import { IconButton } from '@radix-ui/themes';
import { StarIcon } from '#web/components/star-icon';
import { useFavourites } from './use-favourites';

/**
 * The star on a programme card and an activity page [issue 28]: a toggle button whose name says
 * what pressing it does, with aria-pressed saying whether the activity is a favourite.
 */
export function FavouriteButton({
  activity,
  size = '2',
  className,
}: {
  activity: { id: string; name: string };
  size?: '1' | '2' | '3';
  className?: string;
}) {
  const { isFavourite, setFavourite } = useFavourites();
  const on = isFavourite(activity.id);
  return (
    <IconButton
      type="button"
      size={size}
      radius="full"
      variant={on ? 'solid' : 'soft'}
      color={on ? 'amber' : 'gray'}
      highContrast={!on}
      className={className}
      aria-pressed={on}
      aria-label={on ? `Remove ${activity.name} from favourites` : `Add ${activity.name} to favourites`}
      data-testid="favourite-button"
      onClick={() => void setFavourite(activity.id, !on)}
    >
      <StarIcon filled={on} width="18" height="18" />
    </IconButton>
  );
}
